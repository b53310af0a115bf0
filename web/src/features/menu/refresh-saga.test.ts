import { combineReducers } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, fork, put } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { menuNode, menuTreeFixture } from '@/testing/fixtures';
import { failure } from '@/testing/saga-harness';
import { initialSessionState, sessionSlice } from '@/features/session/slice';
import { fetchMenuTree } from './api';
import { initialMenuFreshnessState, menuFreshnessSlice, refreshRequested } from './freshness-slice';
import { checkAfterChange, watchMenuRefresh } from './refresh-saga';
import type { MenuNode } from './types';
import { initialMenuState, menuSlice } from './slice';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const reducer = combineReducers({
  session: sessionSlice.reducer,
  menu: menuSlice.reducer,
  menuFreshness: menuFreshnessSlice.reducer,
});

/** A signed-in state holding `menuTreeFixture` as loaded with tag `W/"old"`. */
const loaded = (token: string | null = 'Bearer t') => ({
  session: { ...initialSessionState, token, status: 'ready' as const },
  menu: { ...initialMenuState, tree: menuTreeFixture },
  menuFreshness: { ...initialMenuFreshnessState, tag: 'W/"old"' },
});

/** An answer of `fetchMenuTree` with `status`, its `ETag` and, for a 200, the tree. */
function answer(status: number, tag: string, list?: unknown) {
  const response = { status, ok: status === 200, headers: new Headers({ ETag: tag }) };
  return status === 200 ? { data: { list }, response } : { error: '', response };
}

describe('menu refresh saga', () => {
  it('asks with the tag it holds and keeps the tree on 304', async () => {
    const asked: (string | null)[] = [];
    const { storeState } = await expectSaga(watchMenuRefresh)
      .withReducer(reducer, loaded())
      .provide({
        call(effect, next) {
          if (effect.fn !== fetchMenuTree) return next();
          asked.push(effect.args[0] as string | null);
          return answer(304, 'W/"old"');
        },
      })
      .dispatch(refreshRequested())
      .silentRun(50);
    expect(asked).toEqual(['W/"old"']);
    expect(storeState.menu.tree).toBe(loaded().menu.tree);
    expect(storeState.menuFreshness).toEqual({ tag: 'W/"old"', refreshing: false, answeredThisNavigation: false });
  });

  it('replaces the tree and its tag when the server answers a new one', async () => {
    const grown = [...menuTreeFixture, menuNode({ routeName: 'Audit', routePath: '/audit', name: '审计' })];
    const { storeState } = await expectSaga(watchMenuRefresh)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(fetchMenuTree), answer(200, 'W/"new"', grown)]])
      .dispatch(refreshRequested())
      .silentRun(50);
    expect(storeState.menu.tree.map((node: MenuNode) => node.routeName)).toEqual([
      ...menuTreeFixture.map((node) => node.routeName),
      'Audit',
    ]);
    expect(storeState.menuFreshness).toEqual({ tag: 'W/"new"', refreshing: false, answeredThisNavigation: true });
  });

  it('keeps the tree when the check fails, and settles', async () => {
    const { storeState } = await expectSaga(watchMenuRefresh)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(fetchMenuTree), failure(500, 'server error')]])
      .dispatch(refreshRequested())
      .silentRun(50);
    expect(storeState.menu.tree).toBe(loaded().menu.tree);
    expect(storeState.menuFreshness.refreshing).toBe(false);
  });

  it('logs a failed check, but not one the session ended meanwhile (its own flow tells the user)', async () => {
    const check = (answered: ReturnType<typeof failure>) =>
      expectSaga(watchMenuRefresh)
        .withReducer(reducer, loaded())
        .provide([[matchers.call.fn(fetchMenuTree), answered]])
        .dispatch(refreshRequested())
        .silentRun(50);
    await check(failure(9999, 'Login Timeout'));
    expect(console.error).not.toHaveBeenCalled();
    await check(failure(500, 'server error'));
    expect(console.error).toHaveBeenCalledWith('menu refresh failed:', expect.anything());
  });

  it('asks nothing without a token', async () => {
    const { storeState } = await expectSaga(watchMenuRefresh)
      .withReducer(reducer, loaded(null))
      .provide([[matchers.call.fn(fetchMenuTree), answer(200, 'W/"x"', [])]])
      .not.call.fn(fetchMenuTree)
      .dispatch(refreshRequested())
      .silentRun(50);
    expect(storeState.menuFreshness.refreshing).toBe(false);
  });

  /** The refresh saga with a change announced once `before` has run. */
  const announcing = (before: () => SagaIterator) =>
    function* announced(): SagaIterator {
      yield fork(watchMenuRefresh);
      yield call(before);
      yield call(checkAfterChange);
    };

  it('checks once more after a check in flight when a change is announced meanwhile, which it may have missed', async () => {
    const grown = [...menuTreeFixture, menuNode({ routeName: 'Audit', routePath: '/audit', name: '审计' })];
    const answers = [answer(304, 'W/"old"'), answer(200, 'W/"new"', grown)];
    const asked: (string | null)[] = [];
    const inFlight = function* (): SagaIterator {
      yield put(refreshRequested());
    };
    const { storeState } = await expectSaga(announcing(inFlight))
      .withReducer(reducer, loaded())
      .provide({
        call(effect, next) {
          if (effect.fn !== fetchMenuTree) return next();
          asked.push(effect.args[0] as string | null);
          const reply = answers.shift();
          return new Promise((resolve) => setTimeout(() => resolve(reply), 20));
        },
      })
      .silentRun(150);
    expect(asked).toEqual(['W/"old"', 'W/"old"']);
    expect(storeState.menu.tree.map((node: MenuNode) => node.routeName)).toContain('Audit');
  });

  it('checks at once when a change is announced and no check is in flight', async () => {
    const nothing = function* (): SagaIterator {};
    await expectSaga(announcing(nothing))
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(fetchMenuTree), answer(304, 'W/"old"')]])
      .put(refreshRequested())
      .call.fn(fetchMenuTree)
      .silentRun(50);
  });
});
