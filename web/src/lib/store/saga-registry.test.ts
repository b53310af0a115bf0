import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { put, take, takeEvery } from 'redux-saga/effects';
import { keepAlive } from './keep-alive';
import { injectSaga, runInjectedSagas } from './saga-registry';

type Seen = { seen: string[] };

/** A store recording every action type, running the injected sagas as `makeStore` does. */
function storeRunningInjectedSagas() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: (state: Seen = { seen: [] }, action) => ({ seen: [...state.seen, action.type] }),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ serializableCheck: false }).concat(sagaMiddleware),
  });
  const stop = runInjectedSagas((key, saga) => sagaMiddleware.run(keepAlive, key, saga));
  return { store, stop };
}

/** A saga answering `ping/<key>` with `pong/<key>`. */
const answering = (key: string) =>
  function* (): SagaIterator {
    yield takeEvery(`ping/${key}`, function* () {
      yield put({ type: `pong/${key}` });
    });
  };

const pongs = (store: { getState: () => Seen }, key: string) =>
  store.getState().seen.filter((type) => type === `pong/${key}`).length;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the saga registry', () => {
  it('runs a saga injected before the store at its start, and one injected after at once', () => {
    injectSaga('registry-before', answering('before'));
    const { store, stop } = storeRunningInjectedSagas();
    injectSaga('registry-after', answering('after'));
    store.dispatch({ type: 'ping/before' });
    store.dispatch({ type: 'ping/after' });
    expect(pongs(store, 'before')).toBe(1);
    expect(pongs(store, 'after')).toBe(1);
    stop();
  });

  it('runs a saga injected twice under one key once', () => {
    const { store, stop } = storeRunningInjectedSagas();
    injectSaga('registry-twice', answering('twice'));
    injectSaga('registry-twice', answering('twice'));
    store.dispatch({ type: 'ping/twice' });
    expect(pongs(store, 'twice')).toBe(1);
    stop();
  });

  it('restarts a failing feature saga while the others keep answering', () => {
    const { store, stop } = storeRunningInjectedSagas();
    let starts = 0;
    injectSaga('registry-flaky', function* flaky(): SagaIterator {
      starts += 1;
      yield take('ping/flaky');
      throw new Error('worker bug');
    });
    injectSaga('registry-steady', answering('steady'));
    store.dispatch({ type: 'ping/flaky' });
    store.dispatch({ type: 'ping/steady' });
    expect(starts).toBe(2);
    expect(pongs(store, 'steady')).toBe(1);
    expect(console.error).toHaveBeenCalledWith('registry-flaky failed and restarts:', new Error('worker bug'));
    stop();
  });

  it('stops passing later sagas to a runner that stopped', () => {
    const { store, stop } = storeRunningInjectedSagas();
    stop();
    injectSaga('registry-late', answering('late'));
    store.dispatch({ type: 'ping/late' });
    expect(pongs(store, 'late')).toBe(0);
  });
});
