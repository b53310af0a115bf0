import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fetchMenuTree } from '@/features/menu/api';
import { menuModel, selectMenuPermissions, selectMenuRoutes } from '@/features/menu';
import { selectRoles } from '@/features/profile';
import { fetchCurrentUser } from '@/features/profile/api';
import { menuTreeFixture, rootUser } from '@/testing/fixtures';
import { failure, noResponse, sagaReducer, stateWith, success } from '@/testing/saga-harness';
import { SESSION_STEPS as STEPS } from '@/app/shell-features';
import { watchPersistence } from './persistence-saga';
import { watchSessionLoad } from './session-saga';
import { sessionLoadRequested } from './slice';
import { clearStoredSession } from './token-storage';
import type { PermissionCode } from '@/features/permission';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function* sessionWithPersistence() {
  yield* watchSessionLoad(STEPS);
  yield* watchPersistence();
}

const withToken = () => stateWith({ session: { token: 'Bearer t', expiresAt: null } });

describe('session load saga', () => {
  it('loads the user, then the menu tree into routes and permissions', async () => {
    const { storeState } = await expectSaga(watchSessionLoad, STEPS)
      .withReducer(sagaReducer, withToken())
      .provide([
        [matchers.call.fn(fetchCurrentUser), success(rootUser)],
        [matchers.call.fn(fetchMenuTree), success({ list: menuTreeFixture })],
      ])
      .dispatch(sessionLoadRequested())
      .silentRun(50);
    expect(storeState.session).toEqual({ token: 'Bearer t', expiresAt: null, status: 'ready' });
    expect(storeState.profile.user).toEqual(rootUser);
    expect(selectRoles(storeState)).toEqual(rootUser.roles);
    expect(selectMenuPermissions(storeState)).toEqual(
      expect.arrayContaining(['Dashboard.export', 'SystemUser.add', 'UserSet.edit'] satisfies PermissionCode[]),
    );
    expect(selectMenuPermissions(storeState)).toHaveLength(7);
    expect(selectMenuRoutes(storeState)).toEqual(menuModel(menuTreeFixture).routes);
  });

  it('stores an empty role list when the user has none', async () => {
    const { storeState } = await expectSaga(watchSessionLoad, STEPS)
      .withReducer(sagaReducer, withToken())
      .provide([
        [matchers.call.fn(fetchCurrentUser), success({ ...rootUser, roles: undefined })],
        [matchers.call.fn(fetchMenuTree), success({ list: [] })],
      ])
      .dispatch(sessionLoadRequested())
      .silentRun(50);
    expect(selectRoles(storeState)).toEqual([]);
    expect(storeState.session.status).toBe('ready');
  });

  it('survives a hostile menu tree (cycle) from the server', async () => {
    const looped = { ...menuTreeFixture[0]!, children: [] as typeof menuTreeFixture };
    looped.children.push(looped);
    const { storeState } = await expectSaga(watchSessionLoad, STEPS)
      .withReducer(sagaReducer, withToken())
      .provide([
        [matchers.call.fn(fetchCurrentUser), success(rootUser)],
        [matchers.call.fn(fetchMenuTree), success({ list: [looped] })],
      ])
      .dispatch(sessionLoadRequested())
      .silentRun(50);
    expect(selectMenuRoutes(storeState).map((r) => r.name)).toEqual(['Dashboard']);
    expect(storeState.session.status).toBe('ready');
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
    expect(storeState.session).toEqual({ token: null, expiresAt: null, status: 'failed' });
    expect(storeState.profile.user).toBeNull();
    expect(selectMenuPermissions(storeState)).toEqual([]);
    expect(selectMenuRoutes(storeState)).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });
});

describe('the session load steps', () => {
  it('run in the order given; the first failure ends the load', async () => {
    const ran: string[] = [];
    const step = (name: string, outcome: string | null) =>
      function* (): SagaIterator<string | null> {
        yield call(() => ran.push(name));
        return outcome;
      };
    const { storeState } = await expectSaga(watchSessionLoad, [
      step('first', null),
      step('second', 'no menu'),
      step('third', null),
    ])
      .withReducer(sagaReducer, withToken())
      .dispatch(sessionLoadRequested())
      .silentRun(50);
    expect(ran).toEqual(['first', 'second']);
    expect(storeState.session.status).toBe('failed');
  });
});
