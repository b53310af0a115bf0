import { Outlet, type RouteObject, ScrollRestoration, createBrowserRouter } from 'react-router-dom';
import { PageFallback } from '@/components/page-fallback/page-fallback';
import { TopLoadingBar } from '@/components/top-loading-bar/top-loading-bar';
import LoginPage from '@/pages/login';
import { messages } from '@/i18n';
import type { AppStore } from '@/app/store';
import { type PageFinder, loadComponent, loadPage, warmPage } from './lazy-page';
import type { PageLoader } from './page-registry';
import { RouteError } from './route-error';
import { useDocumentTitle } from './use-document-title';
import { MAIN_ROUTE_ID, patchMenuRoutes, redirectSignedIn, requireSession } from './route-guards';
import { UNMATCHED_ROUTE_ID, landingLoader, unmatchedPathLoader } from './route-access';
import { Landing } from './landing';

/** The frame around every route: the navigation progress bar, scroll-to-top on navigation and the tab's title. */
function RootFrame() {
  useDocumentTitle();
  return (
    <>
      <TopLoadingBar />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

const importMainLayout: PageLoader = () => import('@/layouts/main-layout/main-layout');

/**
 * Fetches what a login leads to (the main layout and the dashboard, where a session starts unless
 * its menu lacks it) while the user is still typing, so the signed-in frame waits for no chunk.
 */
const warmSignedIn = (findPage: PageFinder) => () => {
  warmPage('main-layout', importMainLayout);
  warmPage('dashboard', findPage('dashboard'));
};

const page = (name: string, find: PageFinder): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await loadPage(name, find) }),
});

/**
 * The app's routes: `/login` (named Login) open to all; behind the session guard `/404`, `/401`,
 * `/500`, `/redirect/*` and `/` in the main layout, where `/` goes to `/dashboard` (or, for a menu
 * without it, the menu's first page), the menu's
 * routes are added at run time and any other path shows the 401 page when the client knows it (a
 * page of the build) and the 404 page otherwise, in the layout at the address as typed.
 */
function appRoutes(store: AppStore, findPage: PageFinder, pages: readonly string[]): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootFrame,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageFallback />,
      children: [
        // The login page is in the entry chunk: its paint waits for no second round trip.
        {
          id: 'Login',
          path: '/login',
          handle: { name: 'Login', title: messages.shell.routeTitles.login },
          loader: redirectSignedIn(store),
          element: <LoginPage onFirstInput={warmSignedIn(findPage)} />,
        },
        {
          id: 'session',
          loader: requireSession(store),
          errorElement: <RouteError />,
          children: [
            {
              path: '/404',
              handle: { name: 'NotFound', title: messages.shell.routeTitles.notFound },
              ...page('error-404', findPage),
            },
            {
              path: '/401',
              handle: { name: 'NoPermission', title: messages.shell.routeTitles.noPermission },
              ...page('error-401', findPage),
            },
            {
              path: '/500',
              handle: { name: 'ServerError', title: messages.shell.routeTitles.serverError },
              ...page('error-500', findPage),
            },
            { path: '/redirect/*', ...page('redirect', findPage) },
            {
              id: MAIN_ROUTE_ID,
              path: '/',
              lazy: async () => ({ Component: await loadComponent('main-layout', importMainLayout) }),
              errorElement: <RouteError />,
              children: [
                // Shown while the menu loads after a login (landingLoader); then on to the landing page.
                { index: true, loader: landingLoader(store, findPage), Component: Landing },
                {
                  id: UNMATCHED_ROUTE_ID,
                  path: '*',
                  loader: unmatchedPathLoader(store, pages),
                  // Only a signed-in dead end draws it: the login page's first load does not carry it.
                  lazy: async () => ({ Component: (await import('./unmatched-page')).UnmatchedPage }),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** Options of {@link createAppRouter}. */
export interface AppRouterOptions {
  /** Finds a page's lazy loader by folder name (the build-time registry in the app). */
  findPage: PageFinder;
  /** Every page folder of the build (`pageNames()`): what makes an unmatched path known. @default [] */
  pages?: readonly string[];
  /** Makes the data router. @default createBrowserRouter (history mode) */
  create?: typeof createBrowserRouter;
}

/** The app's data router over the store's session. */
export function createAppRouter(
  store: AppStore,
  { findPage, pages = [], create = createBrowserRouter }: AppRouterOptions,
) {
  return create(appRoutes(store, findPage, pages), { patchRoutesOnNavigation: patchMenuRoutes(store, findPage) });
}
