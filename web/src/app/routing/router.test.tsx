/**
 * @jest-environment node
 *
 * The navigation rules at the router's data level (no rendering): Node has the Request and
 * Response that data routers need, which jsdom lacks. What the pages render is covered end to end.
 */
import type { ComponentType, ReactElement } from 'react';
import { type RouteObject, createMemoryRouter } from 'react-router-dom';
import { initialLayoutState } from '@/features/layout';
import { initialPreferencesState } from '@/features/preferences';
import { initialMenuState, menuNavigationSettled, selectMenuRoutes } from '@/features/menu';
import { fetchMenuTree } from '@/features/menu/api';
import { initialProfileState, selectUser } from '@/features/profile';
import { fetchCurrentUser } from '@/features/profile/api';
import { initialSessionState, selectToken } from '@/features/session';
import FallbackPage from '@/pages/fallback';
import type { LoginPageProps } from '@/pages/login';
import type { PageLoader } from './page-registry';
import { loginToken, menuNode, menuTreeFixture, rootUser } from '@/testing/fixtures';
import { login } from '@/features/login/api';
import { loginRequested } from '@/features/login';
import { createAppRouter } from './router';
import { UNMATCHED_ROUTE_ID, type UnmatchedData } from './route-access';
import { MAIN_ROUTE_ID } from './route-guards';
import { subscribeNavigationSettled } from './app-router-provider';
import { followLandings } from '@/testing/follow-landings';
import { until } from '@/testing/store-until';
import { type AppStore, makeStore } from '@/app/store';

jest.mock('@/features/profile/api');
jest.mock('@/features/menu/api');
jest.mock('@/features/login/api');

const mockedUser = jest.mocked(fetchCurrentUser);
const mockedMenu = jest.mocked(fetchMenuTree);
type UserAnswer = Awaited<ReturnType<typeof fetchCurrentUser>>;
type MenuAnswer = Awaited<ReturnType<typeof fetchMenuTree>>;
const response = new Response();
const ok = <T,>(data: T) => ({ data, error: undefined, response });
const failure = { data: undefined, error: { error: { code: 500, message: 'down' } }, response };

/** The pages of this "build": `system/role` is deliberately missing. */
const built: Record<string, ComponentType> = {
  login: () => null,
  dashboard: () => null,
  'system/user': () => null,
  'error-404': () => null,
};
const findPage = (name: string): PageLoader | undefined => {
  const page = built[name];
  return page ? () => Promise.resolve({ default: page }) : undefined;
};

/** A store without storage (Node has none): every slice given, token as asked. */
function storeWith(token: string | null): AppStore {
  return makeStore({
    session: { ...initialSessionState, token },
    profile: initialProfileState,
    menu: initialMenuState,
    layout: initialLayoutState,
    preferences: initialPreferencesState,
  });
}

/** Landings whose load has ended, waiting for the paint (Node paints nothing: a timer stands for it). */
let landingsDue = 0;
const afterPaint = (run: () => void) => {
  landingsDue += 1;
  const timer = setTimeout(() => {
    landingsDue -= 1;
    run();
  }, 0);
  return () => clearTimeout(timer);
};

/** Resolves once the router rests: no navigation, no revalidation, no landing left to finish. */
async function settled(router: ReturnType<typeof createAppRouter>): Promise<void> {
  const resting = () =>
    router.state.initialized && router.state.navigation.state === 'idle' && router.state.revalidation === 'idle';
  do {
    await new Promise<void>((resolve) => {
      if (resting()) return resolve();
      const unsubscribe = router.subscribe(() => {
        if (resting()) {
          unsubscribe();
          resolve();
        }
      });
    });
    // Lazy route modules resolve after the navigation, and a landing finishes after the paint: let them land.
    await new Promise((resolve) => setTimeout(resolve, 0));
  } while (landingsDue > 0 || !resting());
}

/** Opens the app at `path`; `patched` receives the parent id of each router patch, in order. */
async function openAt(path: string, store: AppStore, patched: string[] = []) {
  const router = createAppRouter(store, {
    findPage,
    pages: Object.keys(built),
    create: (routes, options) =>
      createMemoryRouter(routes, {
        ...options,
        initialEntries: [path],
        patchRoutesOnNavigation: (args) =>
          options?.patchRoutesOnNavigation?.({
            ...args,
            patch: (id, children) => {
              patched.push(String(id));
              args.patch(id, children);
            },
          }),
      }),
  });
  // As main.tsx wires them through AppRouterProvider.
  subscribeNavigationSettled(router, () => menuNavigationSettled(store));
  followLandings(router, afterPaint);
  await settled(router);
  return router;
}

/** A wide tree: `count` top-level groups, each with three pages. */
const wideTree = (count: number) =>
  Array.from({ length: count }, (_, g) =>
    menuNode({
      routeName: `G${g}`,
      routePath: `/g${g}`,
      component: '/layouts/RouteView',
      children: [0, 1, 2].map((p) =>
        menuNode({ routeName: `G${g}P${p}`, routePath: `/g${g}/p${p}`, component: 'dashboard' }),
      ),
    }),
  );

const leaf = (router: ReturnType<typeof createAppRouter>): RouteObject | undefined =>
  router.state.matches.at(-1)?.route;

describe('the app router', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedUser.mockResolvedValue(ok(rootUser) as UserAnswer);
    mockedMenu.mockResolvedValue(ok({ list: menuTreeFixture }) as MenuAnswer);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends a deep link without a token to Login, carrying the path as redirectPath', async () => {
    const router = await openAt('/system/user?page=2', storeWith(null));
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirectPath')).toBe('/system/user?page=2');
    expect(leaf(router)?.id).toBe('Login');
    expect(mockedUser).not.toHaveBeenCalled();
  });

  it('sends an error page without a token to Login too: only Login is open', async () => {
    const router = await openAt('/404', storeWith(null));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('loads the session for a token without a user, adds the menu routes and repeats the navigation', async () => {
    const store = storeWith('Bearer t');
    const router = await openAt('/system/user', store);
    expect(router.state.location.pathname).toBe('/system/user');
    expect(leaf(router)?.id).toBe('menu:SystemUser');
    expect(mockedUser).toHaveBeenCalledTimes(1);
    expect(selectUser(store.getState())?.userName).toBe('root');
  });

  it('drops the token and goes to Login with redirectPath when the session cannot be loaded', async () => {
    mockedUser.mockResolvedValue(failure as UserAnswer);
    const store = storeWith('Bearer t');
    const router = await openAt('/dashboard', store);
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirectPath')).toBe('/dashboard');
    expect(selectToken(store.getState())).toBeNull();
  });

  it('sends a signed-in user from Login to the root, and the root to the dashboard', async () => {
    const router = await openAt('/login', storeWith('Bearer t'));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(leaf(router)?.id).toBe('menu:Dashboard');
  });

  it('fetches the main layout and the dashboard once the user types on Login, before any login', async () => {
    const dashboard = jest.fn(findPage('dashboard')!);
    const router = createAppRouter(storeWith(null), {
      findPage: (name) => (name === 'dashboard' ? dashboard : findPage(name)),
      create: createMemoryRouter,
    });
    const login = router.routes[0]!.children!.find((route) => route.id === 'Login')!
      .element as ReactElement<LoginPageProps>;
    expect(dashboard).not.toHaveBeenCalled();
    login.props.onFirstInput!();
    expect(dashboard).toHaveBeenCalledTimes(1);
  });

  it('sends the root of a menu without the dashboard to its first shown page, not to a dead end', async () => {
    mockedMenu.mockResolvedValue(
      ok({ list: menuTreeFixture.filter((node) => node.routeName !== 'Dashboard') }) as MenuAnswer,
    );
    const router = await openAt('/', storeWith('Bearer t'));
    expect(router.state.location.pathname).toBe('/system/user');
    expect(leaf(router)?.id).toBe('menu:SystemUser');
  });

  it('sends a parent route to its first child', async () => {
    const router = await openAt('/system', storeWith('Bearer t'));
    expect(leaf(router)?.index).toBe(true);
    expect(router.state.matches.map((m) => m.route.id)).toContain('menu:System');
  });

  /** The error page the catch-all shows, in the layout, at the address as typed. */
  const unmatchedPage = (router: ReturnType<typeof createAppRouter>) =>
    (router.state.loaderData[UNMATCHED_ROUTE_ID] as UnmatchedData | undefined)?.status;

  it('keeps an unknown path in the address and shows the 404 page in the layout', async () => {
    const router = await openAt('/no/such/page', storeWith('Bearer t'));
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(router.state.matches.map((m) => m.route.id)).toEqual(['root', 'session', MAIN_ROUTE_ID, UNMATCHED_ROUTE_ID]);
    expect(unmatchedPage(router)).toBe('notFound');
    expect(mockedUser).toHaveBeenCalledTimes(1);
  });

  it('keeps a page of the build that the user’s menu lacks, and its group, in the address with the 401 page', async () => {
    mockedMenu.mockResolvedValue(
      ok({ list: menuTreeFixture.filter((node) => node.routeName === 'Dashboard') }) as MenuAnswer,
    );
    for (const path of ['/system/user', '/system']) {
      const router = await openAt(path, storeWith('Bearer t'));
      expect({ path, at: router.state.location.pathname, page: unmatchedPage(router) }).toEqual({
        path,
        at: path,
        page: 'forbidden',
      });
    }
  });

  it('answers a path naming a shell page, not a menu page, with the 404 page', async () => {
    const router = await openAt('/error-404', storeWith('Bearer t'));
    expect(router.state.location.pathname).toBe('/error-404');
    expect(unmatchedPage(router)).toBe('notFound');
  });

  it('still serves /404 and /401 when visited directly', async () => {
    for (const path of ['/404', '/401']) {
      const router = await openAt(path, storeWith('Bearer t'));
      expect({ path, at: router.state.location.pathname, leaf: leaf(router)?.path }).toEqual({
        path,
        at: path,
        leaf: path,
      });
    }
  });

  it('gives a menu page that was never built the fallback page', async () => {
    const router = await openAt('/system/role', storeWith('Bearer t'));
    expect(leaf(router)?.id).toBe('menu:SystemRole');
    // Data routers keep a route's component as its element.
    expect((leaf(router)?.element as ReactElement | undefined)?.type).toBe(FallbackPage);
  });

  it('checks the menu with the server on each navigation: a route no longer granted goes to /401', async () => {
    const store = storeWith('Bearer t');
    const router = await openAt('/system/role', store);
    mockedMenu.mockResolvedValue(
      ok({ list: menuTreeFixture.filter((node) => node.routeName === 'Dashboard') }) as MenuAnswer,
    );
    await router.navigate('/dashboard');
    await settled(router);
    await router.navigate('/system/role');
    await settled(router);
    expect(router.state.location.pathname).toBe('/401');
    expect(selectMenuRoutes(store.getState()).map((route) => route.name)).toEqual(['Dashboard']);
  });

  it('does not check the menu again when a list changes only its query string, and does on the same path’s next visit', async () => {
    const store = storeWith('Bearer t');
    const router = await openAt('/system/user', store);
    const checks = mockedMenu.mock.calls.length;
    await router.navigate('/system/user?page=2&q=ab');
    await settled(router);
    await router.navigate('/system/user?page=3', { replace: true });
    await settled(router);
    expect(router.state.location.search).toBe('?page=3');
    expect(mockedMenu).toHaveBeenCalledTimes(checks);
    await router.navigate('/dashboard');
    await settled(router);
    await router.navigate('/system/user?page=3');
    await settled(router);
    expect(mockedMenu.mock.calls.length).toBeGreaterThan(checks);
  });

  it('adds a route granted since the page loaded on the navigation after the menu check', async () => {
    mockedMenu.mockResolvedValue(
      ok({ list: menuTreeFixture.filter((node) => node.routeName === 'Dashboard') }) as MenuAnswer,
    );
    const store = storeWith('Bearer t');
    const router = await openAt('/dashboard', store);
    mockedMenu.mockResolvedValue(ok({ list: menuTreeFixture }) as MenuAnswer);
    await router.navigate('/dashboard');
    await settled(router);
    await router.navigate('/system/user');
    await settled(router);
    expect(leaf(router)?.id).toBe('menu:SystemUser');
  });

  it('adds a menu route with one router patch however many top-level nodes the tree has', async () => {
    mockedMenu.mockResolvedValue(ok({ list: wideTree(300) }) as MenuAnswer);
    const patched: string[] = [];
    const router = await openAt('/g150/p1', storeWith('Bearer t'), patched);
    expect(leaf(router)?.id).toBe('menu:G150P1');
    expect(patched).toEqual(['main']);
  });

  it('adds a later page of the same group, and of another group, with one patch each', async () => {
    mockedMenu.mockResolvedValue(ok({ list: wideTree(300) }) as MenuAnswer);
    const patched: string[] = [];
    const router = await openAt('/g150/p1', storeWith('Bearer t'), patched);
    await router.navigate('/g150/p2');
    await settled(router);
    expect(leaf(router)?.id).toBe('menu:G150P2');
    await router.navigate('/g7');
    await settled(router);
    expect(leaf(router)?.index).toBe(true);
    await router.navigate('/g7/p0');
    await settled(router);
    expect(leaf(router)?.id).toBe('menu:G7P0');
    expect(patched).toEqual(['main', 'menu:G150', 'main', 'menu:G7']);
  });

  it('adds a page’s routes on its next navigation when the navigation that asked first was superseded', async () => {
    mockedMenu.mockResolvedValue(ok({ list: wideTree(3) }) as MenuAnswer);
    const router = await openAt('/g0/p0', storeWith('Bearer t'));
    // A second click before the first navigation's routes are in: React Router drops that patch.
    void router.navigate('/g2/p1');
    void router.navigate('/g0/p1');
    await settled(router);
    await router.navigate('/g2/p1');
    await settled(router);
    expect(router.state.location.pathname).toBe('/g2/p1');
    expect(leaf(router)?.id).toBe('menu:G2P1');
  });

  it('adds a re-loaded tree’s new route with one patch', async () => {
    const store = storeWith('Bearer t');
    const patched: string[] = [];
    const router = await openAt('/system/user', store, patched);
    // The server's tree changes; the next navigation's check loads it, and the sidebar would show the new page.
    mockedMenu.mockResolvedValue(ok({ list: [...wideTree(50), ...menuTreeFixture] }) as MenuAnswer);
    await router.navigate('/dashboard');
    await settled(router);
    await router.navigate('/g20/p2');
    await settled(router);
    expect(leaf(router)?.id).toBe('menu:G20P2');
    expect(patched).toEqual(['main', 'main', 'main']);
  });

  it('asks for the menu once in the navigation that loads the session, and checks it again on the next', async () => {
    const router = await openAt('/login', storeWith('Bearer t'));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(mockedMenu.mock.calls).toEqual([[]]);
    await router.navigate('/system/user');
    await settled(router);
    expect(leaf(router)?.id).toBe('menu:SystemUser');
    expect(mockedMenu).toHaveBeenCalledTimes(2);
    expect(mockedMenu.mock.calls[1]?.[0]).not.toBeUndefined();
  });

  it('commits the shell on the root once the user is known, before the menu answers, and lands once it is in', async () => {
    let answerMenu: (answer: MenuAnswer) => void = () => undefined;
    mockedMenu.mockReturnValueOnce(new Promise<MenuAnswer>((resolve) => (answerMenu = resolve)));
    const store = storeWith('Bearer t');
    const router = await openAt('/login', store);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.matches.map((match) => match.route.id)).toContain('main');
    expect(leaf(router)?.index).toBe(true);
    expect(selectUser(store.getState())?.userName).toBe('root');
    answerMenu(ok({ list: menuTreeFixture }) as MenuAnswer);
    await settled(router);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(leaf(router)?.id).toBe('menu:Dashboard');
    // The tree just answered is not checked again on the way to the landing page.
    expect(mockedMenu).toHaveBeenCalledTimes(1);
  });

  it('sends the user from the committed shell to Login when the menu then fails', async () => {
    let answerMenu: (answer: MenuAnswer) => void = () => undefined;
    mockedMenu.mockReturnValueOnce(new Promise<MenuAnswer>((resolve) => (answerMenu = resolve)));
    const store = storeWith('Bearer t');
    const router = await openAt('/', store);
    expect(leaf(router)?.index).toBe(true);
    answerMenu(failure as MenuAnswer);
    await settled(router);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(selectToken(store.getState())).toBeNull();
  });

  it('starts the home page’s chunk on the way to the root while the session is still loading', async () => {
    let answerMenu: (answer: MenuAnswer) => void = () => undefined;
    mockedMenu.mockReturnValueOnce(new Promise<MenuAnswer>((resolve) => (answerMenu = resolve)));
    const dashboard: PageLoader = jest.fn(() => Promise.resolve({ default: () => null }));
    const store = storeWith('Bearer t');
    const router = createAppRouter(store, {
      findPage: (name) => (name === 'dashboard' ? dashboard : findPage(name)),
      create: (routes, options) => createMemoryRouter(routes, { ...options, initialEntries: ['/'] }),
    });
    followLandings(router, afterPaint);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockedMenu).toHaveBeenCalledTimes(1);
    expect(dashboard).toHaveBeenCalled();
    answerMenu(ok({ list: menuTreeFixture }) as MenuAnswer);
    await settled(router);
    expect(leaf(router)?.id).toBe('menu:Dashboard');
  });

  it('subscribes to nothing itself: the app subscribes after the router’s provider (react-router #15527)', () => {
    const subscribe = jest.fn();
    createAppRouter(storeWith('Bearer t'), {
      findPage,
      create: (routes, options) =>
        Object.assign(createMemoryRouter(routes, { ...options, initialEntries: ['/'] }), { subscribe }),
    });
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('enters a menu page before its chunk arrives (the shell paints; the page follows in its Suspense), having started the chunk', async () => {
    const pending: PageLoader = jest.fn(() => new Promise<never>(() => undefined));
    const router = createAppRouter(storeWith('Bearer t'), {
      findPage: (name) => (name === 'system/user' ? pending : findPage(name)),
      create: (routes, options) => createMemoryRouter(routes, { ...options, initialEntries: ['/system/user'] }),
    });
    await settled(router);
    expect(leaf(router)?.id).toBe('menu:SystemUser');
    expect(pending).toHaveBeenCalledTimes(1);
  });

  describe('the sign-in sequence, end to end through the real store, sagas and router', () => {
    /** Each place the router comes to rest at, in order, and whether the user and the menu were in then. */
    function restsOf(router: ReturnType<typeof createAppRouter>, store: AppStore): string[] {
      const rests: string[] = [];
      router.subscribe((state) => {
        if (state.navigation.state !== 'idle') return;
        const held = `${selectUser(store.getState()) ? 'user' : 'no user'}, ${selectMenuRoutes(store.getState()).length > 0 ? 'menu' : 'no menu'}`;
        const rest = `${state.location.pathname} (${held})`;
        if (rests.at(-1) !== rest) rests.push(rest);
      });
      return rests;
    }

    /** Submits the login form, and goes where the login screen goes once the token is in. */
    async function signIn(router: ReturnType<typeof createAppRouter>, store: AppStore): Promise<void> {
      store.dispatch(loginRequested({ userName: 'root', password: 'pw', captchaId: 'c-1', captchaCode: '1234' }));
      await until(store, (state) => selectToken(state) === 'Bearer access-1');
      await router.navigate('/', { replace: true });
    }

    /** The menu's answer, held back until the test gives it. */
    function menuHeldBack(): (answer: MenuAnswer) => void {
      let answerMenu: (answer: MenuAnswer) => void = () => undefined;
      mockedMenu.mockReturnValueOnce(new Promise<MenuAnswer>((resolve) => (answerMenu = resolve)));
      return (answer) => answerMenu(answer);
    }

    beforeEach(() => {
      jest
        .mocked(login)
        .mockResolvedValue(ok(loginToken('access-1', 4_000_000_000)) as Awaited<ReturnType<typeof login>>);
    });

    it.each([
      ['the landing page', ok({ list: menuTreeFixture }), '/dashboard (user, menu)', 'Bearer access-1'],
      ['Login, the token dropped, when the menu fails', failure, '/login (no user, no menu)', null],
    ])(
      'login → token → the user (the shell commits on /) → the menu → %s; one load, started by the session saga alone',
      async (_end, menuAnswer, lastRest, token) => {
        const answerMenu = menuHeldBack();
        const store = storeWith(null);
        const router = await openAt('/login', store);
        const rests = restsOf(router, store);
        await signIn(router, store);
        await settled(router);
        expect(router.state.location.pathname).toBe('/');
        answerMenu(menuAnswer as MenuAnswer);
        await settled(router);
        expect({ rests, token: selectToken(store.getState()) }).toEqual({
          rests: ['/ (user, no menu)', lastRest],
          token,
        });
        expect([mockedUser.mock.calls.length, mockedMenu.mock.calls.length]).toEqual([1, 1]);
      },
    );
  });
});
