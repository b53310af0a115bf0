import type { SagaIterator } from 'redux-saga';
import { call, fork } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { fetchMenuTree } from '@/features/menu/api';
import { menuModel, selectMenuPermissions, selectMenuRoutes } from '@/features/menu';
import { selectRoles } from '@/features/profile';
import { fetchCurrentUser } from '@/features/profile/api';
import { menuTreeFixture, rootUser } from '@/testing/fixtures';
import { failure, noResponse, sagaReducer, stateWith, success } from '@/testing/saga-harness';
import { SESSION_STEPS as STEPS } from '@/app/shell-features';
import { watchPersistence } from './persistence-saga';
import { watchSessionLoad } from './session-saga';
import { sessionStarted, tokenAdopted } from './slice';
import { clearStoredSession } from './token-storage';
import type { PermissionCode } from '@/features/permission';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function* sessionWithPersistence() {
  yield fork(watchPersistence);
  yield fork(watchSessionLoad, STEPS);
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
      .silentRun(50);
    expect(storeState.session).toEqual({ token: null, expiresAt: null, status: 'failed' });
    expect(storeState.profile.user).toBeNull();
    expect(selectMenuPermissions(storeState)).toEqual([]);
    expect(selectMenuRoutes(storeState)).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });
});

describe('what starts a session load: the saga alone, on a token it has not loaded', () => {
  const provided = (): StaticProvider[] => [
    [matchers.call.fn(fetchCurrentUser), success(rootUser)],
    [matchers.call.fn(fetchMenuTree), success({ list: menuTreeFixture })],
  ];

  it('loads nothing without a token', async () => {
    const { storeState } = await expectSaga(watchSessionLoad, STEPS)
      .withReducer(sagaReducer, stateWith())
      .provide(provided())
      .not.call.fn(fetchCurrentUser)
      .silentRun(50);
    expect(storeState.session.status).toBe('idle');
  });

  it('loads the session of a login’s token', async () => {
    const { storeState } = await expectSaga(watchSessionLoad, STEPS)
      .withReducer(sagaReducer, stateWith())
      .provide(provided())
      .dispatch(sessionStarted({ token: 'Bearer new', expiresAt: null }))
      .silentRun(50);
    expect(storeState.session).toEqual({ token: 'Bearer new', expiresAt: null, status: 'ready' });
  });

  it('loads the session of a token a signed-out tab takes from another tab, and not again for a refreshed one', async () => {
    const { storeState, effects } = await expectSaga(watchSessionLoad, STEPS)
      .withReducer(sagaReducer, stateWith())
      .provide(provided())
      .dispatch(tokenAdopted({ token: 'Bearer other-tab', expiresAt: null }))
      .dispatch(tokenAdopted({ token: 'Bearer refreshed', expiresAt: null }))
      .silentRun(50);
    expect(storeState.session).toMatchObject({ token: 'Bearer refreshed', status: 'ready' });
    expect((effects.call ?? []).filter((effect) => effect.payload.fn === fetchCurrentUser)).toHaveLength(1);
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
      .silentRun(50);
    expect(ran).toEqual(['first', 'second']);
    expect(storeState.session.status).toBe('failed');
  });
});
