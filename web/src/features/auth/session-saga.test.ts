import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { buildRoutes } from '../menu/build-routes';
import { fetchMenuTree } from '../menu/api';
import { menuTreeFixture, rootUser } from '../../testing/fixtures';
import { type SagaState, failure, noResponse, sagaReducer, stateWith, success } from '../../testing/saga-harness';
import { fetchCurrentUser } from './api';
import { watchPersistence } from './persistence-saga';
import { watchSessionLoad } from './session-saga';
import { sessionLoadRequested } from './slice';
import { clearStoredSession } from './token-storage';
import type { PermissionCode } from '../permission';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function* sessionWithPersistence() {
  yield* watchSessionLoad();
  yield* watchPersistence();
}

const withToken = () => stateWith({ token: 'Bearer t', expiresAt: null });

describe('session load saga', () => {
  it('loads the user, then the menu tree into routes and permissions', async () => {
    const { storeState } = await expectSaga(watchSessionLoad)
      .withReducer(sagaReducer, withToken())
      .provide([
        [matchers.call.fn(fetchCurrentUser), success(rootUser)],
        [matchers.call.fn(fetchMenuTree), success({ list: menuTreeFixture })],
      ])
      .dispatch(sessionLoadRequested())
      .silentRun(50);
    expect(storeState.auth).toMatchObject({ token: 'Bearer t', user: rootUser, roles: rootUser.roles, sessionStatus: 'ready' });
    expect(storeState.auth.permissions).toEqual(expect.arrayContaining(['Dashboard.export', 'SystemUser.add', 'UserSet.edit'] satisfies PermissionCode[]));
    expect(storeState.auth.permissions).toHaveLength(7);
    expect(storeState.menu.routes).toEqual(buildRoutes(menuTreeFixture));
  });

  it('stores an empty role list when the user has none', async () => {
    const { storeState } = await expectSaga(watchSessionLoad)
      .withReducer(sagaReducer, withToken())
      .provide([
        [matchers.call.fn(fetchCurrentUser), success({ ...rootUser, roles: undefined })],
        [matchers.call.fn(fetchMenuTree), success({ list: [] })],
      ])
      .dispatch(sessionLoadRequested())
      .silentRun(50);
    expect(storeState.auth.roles).toEqual([]);
    expect(storeState.auth.sessionStatus).toBe('ready');
  });

  it('survives a hostile menu tree (cycle) from the server', async () => {
    const looped = { ...menuTreeFixture[0]!, children: [] as typeof menuTreeFixture };
    looped.children.push(looped);
    const { storeState } = await expectSaga(watchSessionLoad)
      .withReducer(sagaReducer, withToken())
      .provide([
        [matchers.call.fn(fetchCurrentUser), success(rootUser)],
        [matchers.call.fn(fetchMenuTree), success({ list: [looped] })],
      ])
      .dispatch(sessionLoadRequested())
      .silentRun(50);
    expect((storeState as SagaState).menu.routes.map((r) => r.name)).toEqual(['Dashboard']);
    expect(storeState.auth.sessionStatus).toBe('ready');
  });

  it.each([
    ['a server error on user info', failure(500, 'server error'), undefined],
    ['a network failure on user info', noResponse(), undefined],
    ['a server error on the menu tree', success(rootUser), failure(500, 'server error')],
  ])('on %s drops the token, removes the stored one and fails', async (_case, user, menu) => {
    const { storeState } = await expectSaga(sessionWithPersistence)
      .withReducer(sagaReducer, withToken())
      .provide([
        [matchers.call.fn(fetchCurrentUser), user],
        [matchers.call.fn(fetchMenuTree), menu ?? success({ list: menuTreeFixture })],
      ])
      .call(clearStoredSession)
      .dispatch(sessionLoadRequested())
      .silentRun(50);
    expect(storeState.auth).toMatchObject({ token: null, user: null, permissions: [], sessionStatus: 'failed' });
    expect(storeState.menu.routes).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });
});
