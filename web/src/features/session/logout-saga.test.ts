import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { navigateTo } from '@/lib/navigation';
import { clearToasts, showNotice, showToastUntilClosed } from '@/lib/toaster';
import { menuTreeFixture } from '@/testing/fixtures';
import { failure, noResponse, sagaReducer, signedIn, success } from '@/testing/saga-harness';
import { selectMenuPermissions, selectMenuRoutes } from '@/features/menu';
import { messages } from '@/i18n';
import { logout } from './api';
import { watchLogout } from './logout-saga';
import { watchPersistence } from './persistence-saga';
import { logoutRequested } from './slice';
import { clearStoredSession } from './token-storage';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function* logoutWithPersistence() {
  yield* watchLogout();
  yield* watchPersistence();
}

const loadedState = () => signedIn({ tree: menuTreeFixture });

async function runLogout(answer: unknown) {
  const order: string[] = [];
  const result = await expectSaga(logoutWithPersistence)
    .withReducer(sagaReducer, loadedState())
    .provide({
      call(effect, next) {
        if (effect.fn === logout) return answer;
        if (effect.fn === clearToasts) return void order.push('clear-toasts');
        if (effect.fn === showToastUntilClosed)
          return void order.push(`toast:${(effect.args[0] as { message: string }).message}`);
        if (effect.fn === showNotice) {
          const { message, level } = effect.args[0] as { message: string; level: string };
          return void order.push(`${level}:${message}`);
        }
        if (effect.fn === navigateTo) return void order.push(`navigate:${String(effect.args[0])}`);
        if (effect.fn === clearStoredSession) return void order.push('clear-storage');
        return next();
      },
    })
    .call.fn(logout)
    .dispatch(logoutRequested())
    .silentRun(50);
  return { state: result.storeState as ReturnType<typeof loadedState>, order };
}

describe('logout saga', () => {
  it('calls the server, clears the session, the user and the menu, then goes to Login when the message closes', async () => {
    const { state, order } = await runLogout(success({ status: 'OK' }));
    expect(state.session).toEqual({ token: null, expiresAt: null, status: 'idle' });
    expect(state.profile.user).toBeNull();
    expect(state.menu).toEqual({ tree: [] });
    expect(selectMenuRoutes(state)).toEqual([]);
    expect(selectMenuPermissions(state)).toEqual([]);
    expect(order).toContain('clear-storage');
    expect(order.filter((step) => step !== 'clear-storage')).toEqual([
      'clear-toasts',
      'toast:退出登录成功',
      'navigate:/login',
    ]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', failure(500, 'server error')],
    ['a service unavailable', failure(503, 'HTTP 503 Service Unavailable')],
    ['a network failure', noResponse()],
  ])(
    'after %s, still clears the local session, warns that the server did not confirm it, and logs it',
    async (_case, answer) => {
      const { state, order } = await runLogout(answer);
      expect(state.session.token).toBeNull();
      expect(selectMenuRoutes(state)).toEqual([]);
      expect(order).toContain('clear-storage');
      expect(order.filter((step) => step !== 'clear-storage')).toEqual([
        'clear-toasts',
        `warning:${messages.session.logoutUnconfirmed}`,
        'navigate:/login',
      ]);
      expect(console.error).toHaveBeenCalledWith('logout failed:', answer.error);
    },
  );

  it('takes an already invalid token (9999) as a confirmed logout: there is no session left to end', async () => {
    const { state, order } = await runLogout(failure(9999, 'invalid or expired token', 'token_invalid'));
    expect(state.session.token).toBeNull();
    expect(order.filter((step) => step !== 'clear-storage')).toEqual([
      'clear-toasts',
      'toast:退出登录成功',
      'navigate:/login',
    ]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('does not navigate before the message has closed', async () => {
    await expectSaga(watchLogout)
      .withReducer(sagaReducer, loadedState())
      .provide([
        [matchers.call.fn(logout), success({ status: 'OK' })],
        [matchers.call.fn(showToastUntilClosed), new Promise(() => undefined)],
      ])
      .not.call.fn(navigateTo)
      .dispatch(logoutRequested())
      .silentRun(50);
  });
});
