import { expectSaga } from 'redux-saga-test-plan';
import type { SagaIterator } from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import { keepAlive } from './keep-alive';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('keepAlive', () => {
  it('starts a saga again after an unexpected error and logs it by the name it was given', async () => {
    let starts = 0;
    // Anonymous, as a minified build leaves most functions: the log must not depend on their names.
    const flaky = function* () {
      starts += 1;
      yield take('test/poke');
      if (starts === 1) throw new Error('worker bug');
      yield put({ type: 'test/survived' });
    };
    await expectSaga(keepAlive, 'reports', flaky)
      .dispatch({ type: 'test/poke' })
      .dispatch({ type: 'test/poke' })
      .put({ type: 'test/survived' })
      .silentRun(50);
    expect(starts).toBe(2);
    expect(console.error).toHaveBeenCalledWith('reports failed and restarts:', new Error('worker bug'));
  });

  it('leaves a saga down once it has failed as it started three times in a row, instead of restarting it forever', async () => {
    let starts = 0;
    function* brokenAtStart(): SagaIterator {
      starts += 1;
      yield put({ type: 'test/started' });
      throw new Error('broken start');
    }
    await expectSaga(keepAlive, 'broken', brokenAtStart).silentRun(50);
    expect(starts).toBe(3);
    expect(console.error).toHaveBeenLastCalledWith(
      'broken failed 3 times as it started and stays down:',
      new Error('broken start'),
    );
  });

  it('keeps restarting a saga whose failures come after it has run a while', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['setTimeout', 'setImmediate', 'queueMicrotask', 'nextTick'] });
    let starts = 0;
    function* failsLater(): SagaIterator {
      starts += 1;
      yield take('test/poke');
      jest.setSystemTime(Date.now() + 5000);
      throw new Error('late bug');
    }
    const run = expectSaga(keepAlive, 'late', failsLater);
    for (let poke = 0; poke < 5; poke += 1) run.dispatch({ type: 'test/poke' });
    await run.silentRun(50);
    jest.useRealTimers();
    expect(starts).toBe(6);
  });

  it('ends when the saga ends normally', async () => {
    function* once() {
      yield put({ type: 'test/done' });
    }
    await expectSaga(keepAlive, 'once', once).put({ type: 'test/done' }).run();
  });
});
