import { type Middleware, configureStore } from '@reduxjs/toolkit';
import { sagaReducer, signedIn, stateWith } from '@/testing/saga-harness';
import { whenSessionLoaded } from './when-session-loaded';
import { sessionLoadFailed, sessionLoadStarted, sessionLoaded, tokenRefreshed } from './slice';

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

const loading = () => stateWith({ session: { token: 'Bearer t', status: 'loading' } });

describe('whenSessionLoaded', () => {
  it('resolves ready at once when the session is loaded', async () => {
    const { store } = storeWith(signedIn());
    await expect(whenSessionLoaded(store)).resolves.toBe('ready');
  });

  it('resolves failed at once without a token', async () => {
    const { store } = storeWith(stateWith());
    await expect(whenSessionLoaded(store)).resolves.toBe('failed');
  });

  it('resolves ready once the load under way has ended, and asks for nothing itself', async () => {
    const { store, seen } = storeWith(loading());
    const outcome = whenSessionLoaded(store);
    store.dispatch(sessionLoaded());
    await expect(outcome).resolves.toBe('ready');
    expect(seen).toEqual([sessionLoaded.type]);
  });

  it('waits for the load the session saga starts on a token it has not loaded yet', async () => {
    const { store } = storeWith(stateWith({ session: { token: 'Bearer t' } }));
    let outcome: string | undefined;
    void whenSessionLoaded(store).then((answer) => (outcome = answer));
    store.dispatch(sessionLoadStarted());
    await Promise.resolve();
    expect(outcome).toBeUndefined();
    store.dispatch(sessionLoaded());
    await Promise.resolve();
    expect(outcome).toBe('ready');
  });

  it('resolves failed when the load fails', async () => {
    const { store } = storeWith(loading());
    const outcome = whenSessionLoaded(store);
    store.dispatch(sessionLoadFailed('服务器错误'));
    await expect(outcome).resolves.toBe('failed');
    expect(store.getState().session.token).toBeNull();
  });
});

describe('whenSessionLoaded with enough', () => {
  // Stands for "the user is known": any state the load reaches before its end.
  const refreshed = (state: { session?: { expiresAt: number | null } }) => state.session?.expiresAt === 42;

  it('resolves ready once enough holds, the rest of the load going on', async () => {
    const { store } = storeWith(loading());
    let outcome: string | undefined;
    void whenSessionLoaded(store, refreshed).then((answer) => (outcome = answer));
    await Promise.resolve();
    expect(outcome).toBeUndefined();
    store.dispatch(tokenRefreshed({ token: 'Bearer t', expiresAt: 42 }));
    await Promise.resolve();
    expect(outcome).toBe('ready');
    expect(store.getState().session.status).toBe('loading');
  });

  it('still resolves failed when the load fails before enough holds', async () => {
    const { store } = storeWith(loading());
    const outcome = whenSessionLoaded(store, refreshed);
    store.dispatch(sessionLoadFailed('服务器错误'));
    await expect(outcome).resolves.toBe('failed');
  });
});
