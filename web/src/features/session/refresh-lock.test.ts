import { runSaga, stdChannel } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { holdLock } from './refresh-lock';

/** A lock manager that never grants, recording the signal of each request. */
function lockNeverGranted() {
  const signals: AbortSignal[] = [];
  const locks = {
    request(_name: string, options: { signal: AbortSignal }) {
      signals.push(options.signal);
      return new Promise((_resolve, reject) =>
        options.signal.addEventListener('abort', () => reject(options.signal.reason as Error)),
      );
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return signals;
}

afterEach(() => {
  delete (navigator as { locks?: unknown }).locks;
});

describe('holdLock', () => {
  it('answers at once where the browser has no navigator.locks', async () => {
    const release = await holdLock('test-lock');
    expect(release).toEqual(expect.any(Function));
  });

  it('withdraws the request of a saga cancelled while it waits, so no lock is held for it later', async () => {
    const signals = lockNeverGranted();
    const task = runSaga({ channel: stdChannel(), dispatch: () => undefined, getState: () => ({}) }, function* () {
      yield call(holdLock, 'test-lock');
    });
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    task.cancel();
    await task.toPromise();
    expect(signals[0]?.aborted).toBe(true);
  });
});
