import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { showToast } from '@/lib/toaster';

// The toaster needs a real DOM overlay; the saga's calls to it are asserted, not shown.
jest.mock('@/lib/toaster', () => ({ showToast: jest.fn(async () => 'toast-1') }));
import { failure, success } from '@/testing/saga-harness';
import { systemUser } from '@/testing/system-user';
import { loggedOut } from '@/features/session';
import { type SystemUser, type UserQuery, usersApi } from './api';
import { systemUsersSaga } from './sagas';
import { systemUsersState, usersSlice } from './slice';

const reducer = combineReducers({ systemUsers: systemUsersState.reducer });
type State = ReturnType<typeof reducer>;

const page = (list: SystemUser[], total = list.length) =>
  success({ list, pagination: { total, current: 1, pageSize: 10 } });

/** A state with `items` on page `current` of `query`. */
function withList(items: SystemUser[], query: Partial<UserQuery> = {}): State {
  const initial = reducer(undefined, { type: 'init' });
  return {
    systemUsers: {
      ...initial.systemUsers,
      list: {
        ...initial.systemUsers.list,
        items,
        total: items.length,
        loadStatus: 'ready',
        query: { current: 1, pageSize: 10, ...query },
      },
    },
  };
}

const { actions } = usersSlice;

describe('the user list saga', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads the page asked for, filters and sort merged into the query', async () => {
    const { storeState } = await expectSaga(systemUsersSaga)
      .withReducer(reducer, withList([]))
      .provide([[matchers.call.fn(usersApi.list), page([systemUser('root'), systemUser('staff')], 12)]])
      .call.like({
        fn: usersApi.list,
        args: [{ current: 2, pageSize: 10, queryValue: 'st', sortField: 'userName', sortOrder: 'desc' }],
      })
      .dispatch(actions.listRequested({ current: 2, queryValue: 'st', sortField: 'userName', sortOrder: 'desc' }))
      .silentRun(50);
    expect(storeState.systemUsers.list).toMatchObject({
      items: [systemUser('root'), systemUser('staff')],
      total: 12,
      loadStatus: 'ready',
      loadError: null,
    });
  });

  it('keeps the rows and the reason of a failed load', async () => {
    const { storeState } = await expectSaga(systemUsersSaga)
      .withReducer(reducer, withList([systemUser('root')]))
      .provide([[matchers.call.fn(usersApi.list), failure(500, 'boom')]])
      .dispatch(actions.listRequested({}))
      .silentRun(50);
    expect(storeState.systemUsers.list).toMatchObject({
      items: [systemUser('root')],
      loadStatus: 'failed',
      loadError: '服务器错误',
    });
  });

  it('creates, says so and reloads the list', async () => {
    const body = { userName: 'new', realName: 'New', password: 'x'.repeat(32), roleIds: [] };
    const { storeState } = await expectSaga(systemUsersSaga)
      .withReducer(reducer, withList([systemUser('root')]))
      .provide([
        [matchers.call.fn(usersApi.create), success(systemUser('new'))],
        [matchers.call.fn(usersApi.list), page([systemUser('new'), systemUser('root')])],
      ])
      .call(usersApi.create, body)
      .call(showToast, { message: '用户已创建', intent: 'success', timeout: 3000 })
      .put(actions.listRequested({}))
      .dispatch(actions.createRequested(body))
      .silentRun(50);
    expect(storeState.systemUsers.list).toMatchObject({
      submitStatus: 'succeeded',
      items: [systemUser('new'), systemUser('root')],
    });
  });

  it('sends a double-clicked submit once (takeLeading), in a real store', async () => {
    let answer: (value: Awaited<ReturnType<typeof usersApi.create>>) => void = () => undefined;
    const create = jest
      .spyOn(usersApi, 'create')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    jest.spyOn(usersApi, 'list').mockResolvedValue(page([]) as never);
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({
      reducer,
      preloadedState: withList([]),
      middleware: (m) => m().concat(sagaMiddleware),
    });
    const task = sagaMiddleware.run(systemUsersSaga);
    const body = { userName: 'new', realName: 'New', password: 'x'.repeat(32), roleIds: [] };
    store.dispatch(actions.createRequested(body));
    store.dispatch(actions.createRequested(body));
    answer(success(systemUser('new')) as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(create).toHaveBeenCalledTimes(1);
    expect(store.getState().systemUsers.list.submitStatus).toBe('succeeded');
    task.cancel();
  });

  it('keeps a refused edit open with its reason and does not reload', async () => {
    const { storeState } = await expectSaga(systemUsersSaga)
      .withReducer(reducer, withList([systemUser('root')]))
      .provide([
        [matchers.call.fn(usersApi.update), failure(400, 'userName "staff" is already taken', 'duplicate_user_name')],
      ])
      .not.put(actions.listRequested({}))
      .dispatch(actions.updateRequested({ id: 'root', body: { userName: 'staff', realName: 'R', roleIds: [] } }))
      .silentRun(50);
    expect(storeState.systemUsers.list).toMatchObject({ submitStatus: 'failed', submitError: '用户名已存在' });
  });

  it('steps back a page when a delete empties the last one', async () => {
    await expectSaga(systemUsersSaga)
      .withReducer(reducer, withList([systemUser('last')], { current: 3 }))
      .provide([
        [matchers.call.fn(usersApi.remove), success({ status: 'OK' })],
        [matchers.call.fn(usersApi.list), page([])],
      ])
      .call(usersApi.remove, 'last')
      .put(actions.listRequested({ current: 2 }))
      .dispatch(actions.deleteRequested('last'))
      .silentRun(50);
  });

  it('moves a status switch only once the server has answered', async () => {
    const { storeState } = await expectSaga(systemUsersSaga)
      .withReducer(reducer, withList([systemUser('staff', 'enabled')]))
      .provide([[matchers.call.fn(usersApi.setStatus!), success(systemUser('staff', 'disabled'))]])
      .call(usersApi.setStatus!, systemUser('staff', 'enabled'), 'disabled')
      .put(actions.statusChanged({ id: 'staff', status: 'disabled' }))
      .dispatch(actions.statusChangeRequested({ id: 'staff', status: 'disabled' }))
      .silentRun(50);
    expect(storeState.systemUsers.list).toMatchObject({ items: [systemUser('staff', 'disabled')], pendingIds: [] });
  });

  it('leaves the status as it was when the server refuses the change', async () => {
    const { storeState } = await expectSaga(systemUsersSaga)
      .withReducer(reducer, withList([systemUser('root', 'enabled')]))
      .provide([[matchers.call.fn(usersApi.setStatus!), failure(401, 'root cannot be disabled')]])
      .dispatch(actions.statusChangeRequested({ id: 'root', status: 'disabled' }))
      .silentRun(50);
    expect(storeState.systemUsers.list).toMatchObject({ items: [systemUser('root', 'enabled')], pendingIds: [] });
  });

  it('forgets rows, filters and role choices when the user signs out', () => {
    const filled = reducer(withList([systemUser('root')], { queryValue: 'ro', current: 2 }), { type: 'noop' });
    const after = reducer(filled, loggedOut());
    expect(after).toEqual(reducer(undefined, { type: 'init' }));
    expect(after.systemUsers.list.items).toEqual([]);
  });

  it('marks a row pending while its change is in flight', () => {
    const state = usersSlice.reducer(
      withList([systemUser('staff')]).systemUsers.list,
      actions.statusChangeRequested({ id: 'staff', status: 'disabled' }),
    );
    expect(state.pendingIds).toEqual(['staff']);
    expect(state.items[0]?.status).toBe('enabled');
  });
});
