import { expectSaga } from 'redux-saga-test-plan';
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

  it('ends when the saga ends normally', async () => {
    function* once() {
      yield put({ type: 'test/done' });
    }
    await expectSaga(keepAlive, 'once', once).put({ type: 'test/done' }).run();
  });
});
