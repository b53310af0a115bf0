import { type Middleware, configureStore } from '@reduxjs/toolkit';
import { sagaReducer, signedIn, stateWith } from '@/testing/saga-harness';
import { ensureSession } from './ensure-session';
import { sessionLoadFailed, sessionLoadRequested, sessionLoaded, tokenRefreshed } from './slice';

function storeWith(state: ReturnType<typeof stateWith>) {
  const seen: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    seen.push((action as { type: string }).type);
    return next(action);
  };
  const store = configureStore({
    reducer: sagaReducer,
    preloadedState: state,
    middleware: (gDM) => gDM().concat(record),
  });
  return { store, seen };
}

describe('ensureSession', () => {
  it('resolves ready at once when the session is loaded', async () => {
    const { store, seen } = storeWith(signedIn());
    await expect(ensureSession(store)).resolves.toBe('ready');
    expect(seen).toEqual([]);
  });

  it('resolves failed at once without a token', async () => {
    const { store, seen } = storeWith(stateWith());
    await expect(ensureSession(store)).resolves.toBe('failed');
    expect(seen).toEqual([]);
  });

  it('asks for the session and resolves ready once it is loaded', async () => {
    const { store, seen } = storeWith(stateWith({ session: { token: 'Bearer t' } }));
    const outcome = ensureSession(store);
    expect(seen).toEqual([sessionLoadRequested.type]);
    store.dispatch(sessionLoaded());
    await expect(outcome).resolves.toBe('ready');
  });

  it('resolves failed when the load fails', async () => {
    const { store } = storeWith(stateWith({ session: { token: 'Bearer t' } }));
    const outcome = ensureSession(store);
    store.dispatch(sessionLoadFailed('服务器错误'));
    await expect(outcome).resolves.toBe('failed');
    expect(store.getState().session.token).toBeNull();
  });

  it('joins a load already under way instead of asking again', async () => {
    const { store, seen } = storeWith(stateWith({ session: { token: 'Bearer t', status: 'loading' } }));
    const outcome = ensureSession(store);
    expect(seen).toEqual([]);
    store.dispatch(sessionLoaded());
    await expect(outcome).resolves.toBe('ready');
  });
});

describe('ensureSession with enough', () => {
  // Stands for "the user is known": any state the load reaches before its end.
  const refreshed = (state: { session?: { expiresAt: number | null } }) => state.session?.expiresAt === 42;

  it('resolves ready once enough holds, the rest of the load going on', async () => {
    const { store } = storeWith(stateWith({ session: { token: 'Bearer t' } }));
    let outcome: string | undefined;
    void ensureSession(store, refreshed).then((answer) => (outcome = answer));
    await Promise.resolve();
    expect(outcome).toBeUndefined();
    store.dispatch(tokenRefreshed({ token: 'Bearer t', expiresAt: 42 }));
    await Promise.resolve();
    expect(outcome).toBe('ready');
    expect(store.getState().session.status).toBe('loading');
  });

  it('still resolves failed when the load fails before enough holds', async () => {
    const { store } = storeWith(stateWith({ session: { token: 'Bearer t' } }));
    const outcome = ensureSession(store, refreshed);
    store.dispatch(sessionLoadFailed('服务器错误'));
    await expect(outcome).resolves.toBe('failed');
  });
});
