/**
 * @jest-environment node
 *
 * Redirects never leave the origin, under React Router's browser history in a jsdom window (the
 * router gets the window; Node has the Request and Response that data routers need, which jsdom's
 * test environment lacks). The router leaves the site by loading another document, which jsdom
 * reports as a navigation it does not implement: that report is what "left the origin" means here.
 */
import { JSDOM, VirtualConsole } from 'jsdom';
import { createBrowserRouter } from 'react-router-dom';
import { initialLayoutState } from '@/features/layout';
import { initialMenuState, menuNavigationSettled } from '@/features/menu';
import { fetchMenuTree } from '@/features/menu/api';
import { initialPreferencesState } from '@/features/preferences';
import { initialProfileState } from '@/features/profile';
import { fetchCurrentUser } from '@/features/profile/api';
import { initialSessionState } from '@/features/session';
import { menuTreeFixture, rootUser } from '@/testing/fixtures';
import { type AppStore, makeStore } from '@/app/store';
import { subscribeNavigationSettled } from './app-router-provider';
import { followLandings } from '@/testing/follow-landings';
import type { PageLoader } from './page-registry';
import { createAppRouter } from './router';
import { safeRedirect } from './safe-redirect';

jest.mock('@/features/profile/api');
jest.mock('@/features/menu/api');

const ORIGIN = 'http://app.test';
type DataRouter = ReturnType<typeof createBrowserRouter>;
type UserAnswer = Awaited<ReturnType<typeof fetchCurrentUser>>;
type MenuAnswer = Awaited<ReturnType<typeof fetchMenuTree>>;
const ok = <T>(data: T) => ({ data, error: undefined, response: new Response() });

const findPage = (): PageLoader => () => Promise.resolve({ default: () => null });

/**
 * A jsdom window at `address`, made the global one as in a browser (the router reads its hydration
 * data there), and the document loads the page asked it for (each one leaves the page).
 */
function browserWindow(address: string) {
  const documentLoads: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => documentLoads.push(error.message));
  const window = new JSDOM('<!DOCTYPE html>', { url: address, virtualConsole }).window as unknown as Window;
  Object.assign(globalThis, { window });
  return { window, documentLoads };
}

afterEach(() => {
  delete (globalThis as { window?: Window }).window;
});

/** A signed-in visitor whose user is yet to load (a page opened with a stored token). */
function storeWithToken(): AppStore {
  return makeStore({
    session: { ...initialSessionState, token: 'Bearer t' },
    profile: initialProfileState,
    menu: initialMenuState,
    layout: initialLayoutState,
    preferences: initialPreferencesState,
  });
}

/** Resolves once the router rests, or the page asked for another document (after which it never rests). */
async function settled(router: DataRouter, documentLoads: readonly string[]): Promise<void> {
  const resting = () =>
    router.state.initialized && router.state.navigation.state === 'idle' && router.state.revalidation === 'idle';
  // Lazy routes, landings and loaders chain through timers: the router rests for good once a few turns pass unchanged.
  for (let calm = 0; calm < 5 && documentLoads.length === 0; calm = resting() ? calm + 1 : 0) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Where the page is once the router rests, and the documents it asked for. */
async function openApp(address: string, { patchRoutes }: { patchRoutes: boolean }) {
  const { window, documentLoads } = browserWindow(address);
  const store = storeWithToken();
  const router = createAppRouter(store, {
    findPage,
    pages: ['dashboard', 'system/user'],
    // Without the route patcher, the session guard is the first to load the user: the guard alone must hold.
    create: (routes, options) =>
      createBrowserRouter(routes, {
        ...options,
        window,
        ...(patchRoutes ? {} : { patchRoutesOnNavigation: undefined }),
      }),
  });
  subscribeNavigationSettled(router, () => menuNavigationSettled(store));
  const stopLandings = followLandings(router, (run) => {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  });
  await settled(router, documentLoads);
  stopLandings();
  const at = { origin: window.location.origin, path: router.state.location.pathname, documentLoads };
  router.dispose();
  return at;
}

/** Addresses an attacker links to on the app's own origin, each a path that reads as another host. */
const hostileAddresses = [
  '//evil.example/login',
  '/\\evil.example/login',
  '/\\\\evil.example',
  '/%2F%2Fevil.example',
  '/\t//evil.example',
  '//evil.example/%2e%2e/login',
];

describe('the app router under browser history', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(fetchCurrentUser).mockResolvedValue(ok(rootUser) as UserAnswer);
    jest.mocked(fetchMenuTree).mockResolvedValue(ok({ list: menuTreeFixture }) as MenuAnswer);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(hostileAddresses)('keeps the page opened at %j on the origin', async (suffix) => {
    const at = await openApp(`${ORIGIN}${suffix}`, { patchRoutes: true });
    expect(at.documentLoads).toEqual([]);
    expect(at.origin).toBe(ORIGIN);
    expect(at.path).not.toMatch(/^[/\\]{2}/);
  });

  it.each(hostileAddresses)(
    'keeps %j on the origin when the session guard redirects alone (the menu fails, unpatched)',
    async (suffix) => {
      // The catch-all's loader waits for the menu and so never redirects: the guard's redirect is the one followed.
      jest.mocked(fetchMenuTree).mockResolvedValue({
        data: undefined,
        error: { error: { code: 500, message: 'down' } },
        response: new Response(),
      } as MenuAnswer);
      const at = await openApp(`${ORIGIN}${suffix}`, { patchRoutes: false });
      expect(at.documentLoads).toEqual([]);
      expect(at.origin).toBe(ORIGIN);
      expect(at.path).not.toMatch(/^[/\\]{2}/);
    },
  );

  it('still repeats a same-origin deep link once the user is loaded', async () => {
    const at = await openApp(`${ORIGIN}/system/user?page=2`, { patchRoutes: true });
    expect(at).toEqual({ origin: ORIGIN, path: '/system/user', documentLoads: [] });
  });
});

describe('safeRedirect', () => {
  /** A router on the origin whose one loader redirects to `target`. */
  async function redirectFromLoader(target: string) {
    const { window, documentLoads } = browserWindow(`${ORIGIN}/from`);
    const router = createBrowserRouter(
      [
        { path: '/from', loader: () => safeRedirect(target) },
        { path: '*', loader: () => null },
      ],
      { window },
    );
    await settled(router, documentLoads);
    const at = { origin: window.location.origin, path: router.state.location.pathname, documentLoads };
    router.dispose();
    return at;
  }

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\\\\evil.example',
    '\t//evil.example',
    '/\t/evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
    'HTTPS:evil.example',
  ])('turns %j into the root of the origin', async (target) => {
    expect(await redirectFromLoader(target)).toEqual({ origin: ORIGIN, path: '/', documentLoads: [] });
  });

  it.each(['/system/user', '/%2F%2Fevil.example'])('follows the same-origin path %j', async (target) => {
    expect(await redirectFromLoader(target)).toEqual({ origin: ORIGIN, path: target, documentLoads: [] });
  });
});
