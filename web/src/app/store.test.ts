import { dashboardFeature, initialDashboardState, selectDashboard } from '@/features/dashboard';
import { registerFeature } from '@/lib/store';
import { SIDEBAR_STORAGE_KEY, selectSidebarCollapsed, sidebarToggled } from '@/features/layout';
import { selectMenuRoutes } from '@/features/menu';
import { PREFERENCES_STORAGE_KEY } from '@/features/preferences';
import { TOKEN_STORAGE_KEY, selectToken, sessionTimedOut } from '@/features/session';
import { refreshToken } from '@/features/session/api';
import { fetchCurrentUser } from '@/features/profile/api';
import { reloadPage } from '@/lib/browser';
import { showToastUntilClosed } from '@/lib/toaster';
import { loginToken } from '@/testing/fixtures';
import { signedIn } from '@/testing/saga-harness';
import { until } from '@/testing/store-until';
import { makeStore } from './store';

jest.mock('@/features/session/api');
jest.mock('@/features/profile/api');
jest.mock('@/lib/browser');
jest.mock('@/lib/toaster');

const refreshMock = jest.mocked(refreshToken);

// A stored token's session starts loading as the store is made: the user's answer stays on its way.
beforeEach(() => jest.mocked(fetchCurrentUser).mockReturnValue(new Promise(() => undefined)));

afterEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
});

describe('makeStore', () => {
  it('starts signed out with nothing stored', () => {
    const state = makeStore().getState();
    expect(selectToken(state)).toBeNull();
    expect(selectSidebarCollapsed(state)).toBe(false);
    expect(selectMenuRoutes(state)).toEqual([]);
  });

  it('reads the stored token and expiry, and the sidebar state, and starts loading the session', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'Bearer stored', expiresAt: null }));
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, 'true');
    const state = makeStore().getState();
    expect(state.session).toEqual({ token: 'Bearer stored', expiresAt: null, status: 'loading' });
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1);
    expect(selectSidebarCollapsed(state)).toBe(true);
  });

  it('starts every page load with the sidebar collapsed when the user asked for it, whatever was left', () => {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, 'false');
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ sidebarCollapsedByDefault: true }));
    const store = makeStore();
    expect(selectSidebarCollapsed(store.getState())).toBe(true);
    // The user may still open it for this load; the next load starts collapsed again.
    store.dispatch(sidebarToggled());
    expect(selectSidebarCollapsed(store.getState())).toBe(false);
    expect(selectSidebarCollapsed(makeStore().getState())).toBe(true);
  });

  it.each(['"Bearer bare-string"', '{"token":42}', '{"token":"t","expiresAt":"soon"}', 'not json'])(
    'ignores a stored token of another shape: %s',
    (raw) => {
      window.localStorage.setItem(TOKEN_STORAGE_KEY, raw);
      expect(selectToken(makeStore().getState())).toBeNull();
    },
  );

  it('lets preloaded slices win over storage', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'Bearer stored', expiresAt: null }));
    const store = makeStore(signedIn({ token: 'Bearer preloaded' }));
    expect(selectToken(store.getState())).toBe('Bearer preloaded');
  });

  it('keeps a preloaded slice of a page feature registered before the store is made', () => {
    registerFeature(dashboardFeature);
    const figures = { counts: { users: 1, roles: 1, menus: 1, activeSessions: 1 }, logins: [] };
    const store = makeStore({ dashboard: { ...initialDashboardState, figures, status: 'ready' } });
    expect(selectDashboard(store.getState())).toMatchObject({ figures, status: 'ready' });
  });

  it('persists the sidebar toggle', () => {
    const store = makeStore();
    store.dispatch(sidebarToggled());
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
  });

  it('keeps the refresh schedule across a page reload: a due stored token is refreshed at start', async () => {
    refreshMock.mockResolvedValue({ data: loginToken('fresh', 1_900_000_000), response: {} as Response });
    const soon = Math.floor(Date.now() / 1000) + 30;
    window.localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'Bearer stored', expiresAt: soon }));
    const store = makeStore();
    await until(store, (state) => selectToken(state) === 'Bearer fresh');
    expect(refreshMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.localStorage.getItem(TOKEN_STORAGE_KEY)!)).toMatchObject({
      token: 'Bearer fresh',
      expiresAt: 1_900_000_000,
    });
  });

  it('never reloads a page that loaded without a token', async () => {
    const store = makeStore();
    store.dispatch(sessionTimedOut());
    await Promise.resolve();
    expect(showToastUntilClosed).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('times a signed-in session out: message, token removed, reload', async () => {
    jest.mocked(showToastUntilClosed).mockResolvedValue(undefined);
    window.localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'Bearer stored', expiresAt: null }));
    const store = makeStore();
    store.dispatch(sessionTimedOut());
    await until(store, (state) => selectToken(state) === null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(showToastUntilClosed).toHaveBeenCalledWith(
      expect.objectContaining({ message: '登录已过期，请重新登录', timeout: 2000 }),
    );
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
