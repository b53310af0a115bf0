import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fetchMenuTree } from '@/features/menu/api';
import { fetchCurrentUser } from '@/features/profile/api';
import { showNotice } from '@/lib/toaster';
import { menuTreeFixture, rootUser } from '@/testing/fixtures';
import { sagaReducer, stateWith, success } from '@/testing/saga-harness';
import { SESSION_STEPS as STEPS } from '@/app/shell-features';
import { MAX_LOAD_RESTARTS, watchSessionLoad } from './session-saga';
import { sessionStarted } from './slice';

const withToken = () => stateWith({ session: { token: 'Bearer t', expiresAt: null } });

/**
 * Dispatches `count` new tokens one after another into `saga` (logins, or tokens another tab
 * stored): each starts a load, replacing the one under way.
 */
function restarted<Saga extends { dispatch: (action: ReturnType<typeof sessionStarted>) => Saga }>(
  saga: Saga,
  count: number,
): Saga {
  return Array.from({ length: count }).reduce<Saga>(
    (running, _, index) => running.dispatch(sessionStarted({ token: `Bearer t${index}`, expiresAt: null })),
    saga,
  );
}

describe('session load restarts', () => {
  it(`loads the session after ${MAX_LOAD_RESTARTS} restarts of a load under way, asking for the user once per start`, async () => {
    let userAnswers = 0;
    const { storeState } = await restarted(
      expectSaga(watchSessionLoad, STEPS)
        .withReducer(sagaReducer, withToken())
        .provide({
          call(effect, next) {
            if (effect.fn === fetchCurrentUser) {
              userAnswers += 1;
              // Only the last start is answered: the ones before it are still waiting when replaced.
              return userAnswers === MAX_LOAD_RESTARTS + 1 ? success(rootUser) : new Promise(() => undefined);
            }
            if (effect.fn === fetchMenuTree) return success({ list: menuTreeFixture });
            return next();
          },
        })
        .not.call.fn(showNotice),
      MAX_LOAD_RESTARTS,
    ).silentRun(50);
    expect(userAnswers).toBe(MAX_LOAD_RESTARTS + 1);
    expect(storeState.session).toEqual({ token: `Bearer t${MAX_LOAD_RESTARTS - 1}`, expiresAt: null, status: 'ready' });
  });

  it('ends a load restarted once too often on Login with a message, and asks the server nothing more', async () => {
    const { storeState, effects } = await restarted(
      expectSaga(watchSessionLoad, STEPS)
        .withReducer(sagaReducer, withToken())
        .provide([
          [matchers.call.fn(fetchCurrentUser), new Promise(() => undefined)],
          [matchers.call.fn(showNotice), undefined],
        ])
        .call(showNotice, { message: '加载登录信息时反复重试，已停止，请重新登录', level: 'error' }),
      MAX_LOAD_RESTARTS + 1,
    ).silentRun(50);
    const userCalls = (effects.call ?? []).filter((effect) => effect.payload.fn === fetchCurrentUser);
    expect(userCalls).toHaveLength(MAX_LOAD_RESTARTS + 1);
    expect(storeState.session).toEqual({ token: null, expiresAt: null, status: 'failed' });
  });

  it('counts restarts only in a row: a load that ended lets the next start afresh', async () => {
    const { storeState } = await restarted(
      expectSaga(watchSessionLoad, STEPS)
        .withReducer(sagaReducer, withToken())
        .provide([
          [matchers.call.fn(fetchCurrentUser), success(rootUser)],
          [matchers.call.fn(fetchMenuTree), success({ list: menuTreeFixture })],
        ])
        .not.call.fn(showNotice),
      MAX_LOAD_RESTARTS + 3,
    ).silentRun(50);
    expect(storeState.session.status).toBe('ready');
  });
});
