import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { failure, success } from '@/testing/saga-harness';
import { loggedOut, tokenReset } from '@/features/session';
import * as api from './api';

// The superseded-load test answers requests by hand; the others provide the call's result.
jest.mock('./api', () => ({ fetchDashboard: jest.fn() }));
import { dashboardSaga } from './sagas';
import { dashboardLoadRequested, dashboardSlice, initialDashboardState } from './slice';

const reducer = combineReducers({ dashboard: dashboardSlice.reducer });
type State = ReturnType<typeof reducer>;

const figures = (users: number): api.Dashboard => ({
  counts: { users, roles: 2, menus: 24, activeSessions: 1 },
  logins: [{ date: '2026-11-21', count: 3 }],
});

describe('the dashboard saga', () => {
  afterEach(() => jest.mocked(api.fetchDashboard).mockReset());

  it('loads the figures on request', async () => {
    const { storeState } = await expectSaga(dashboardSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(api.fetchDashboard), success(figures(5))]])
      .call.fn(api.fetchDashboard)
      .dispatch(dashboardLoadRequested())
      .silentRun(50);
    expect(storeState.dashboard).toEqual({ figures: figures(5), status: 'ready', error: null });
  });

  it('keeps the last figures and records the reason of a failed reload', async () => {
    const { storeState } = await expectSaga(dashboardSaga)
      .withReducer(reducer, { dashboard: { figures: figures(5), status: 'ready', error: null } } satisfies State)
      .provide([[matchers.call.fn(api.fetchDashboard), failure(500, 'boom')]])
      .dispatch(dashboardLoadRequested())
      .silentRun(50);
    expect(storeState.dashboard).toEqual({ figures: figures(5), status: 'failed', error: '服务器错误' });
  });

  it('uses only the latest load and aborts the one it supersedes, in a real store', async () => {
    const answers: Array<(value: Awaited<ReturnType<typeof api.fetchDashboard>>) => void> = [];
    const signals: Array<AbortSignal | undefined> = [];
    jest.mocked(api.fetchDashboard).mockImplementation((signal) => {
      signals.push(signal);
      return new Promise((resolve) => answers.push(resolve));
    });
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({ reducer, middleware: (m) => m().concat(sagaMiddleware) });
    const task = sagaMiddleware.run(dashboardSaga);
    store.dispatch(dashboardLoadRequested());
    store.dispatch(dashboardLoadRequested());
    expect(signals.map((signal) => signal?.aborted)).toEqual([true, false]);
    answers[0]?.(success(figures(1)) as never);
    answers[1]?.(success(figures(2)) as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().dashboard.figures).toEqual(figures(2));
    task.cancel();
  });

  it.each([
    ['signs out', loggedOut()],
    ['loses the token', tokenReset()],
  ])('forgets the figures when the user %s', (_, action) => {
    const filled = reducer({ dashboard: { figures: figures(5), status: 'ready', error: null } }, { type: 'noop' });
    expect(reducer(filled, action).dashboard).toEqual(initialDashboardState);
  });
});
