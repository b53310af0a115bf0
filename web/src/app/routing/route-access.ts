/**
 * Where a signed-in user goes on a path they may not open: the 401 page for a path the client
 * knows (a page of the build, a group above one, or a route some menu added this page load) and
 * 404 for any other. Kept apart from the route patcher (`route-guards.ts`) so either can change
 * alone. What "known" covers, and what it cannot, is in docs/architecture.md.
 */
import type { LoaderFunction } from 'react-router-dom';
import { ensureFreshMenu, selectLandingPath, selectMenuRoutesByName } from '@/features/menu';
import { selectUser } from '@/features/profile';
import { selectToken, sessionLoadOutcome, whenSessionLoaded } from '@/features/session';
import { loginLocation } from '@/lib/redirect-path';
import { safeRedirectPath } from '@/lib/safe-url';
import type { RootState } from '@/lib/store';
import { type PageFinder, loadPage } from './lazy-page';
import type { AppStore } from '@/app/store';
import { safeRedirect } from './safe-redirect';

/** Page folders the shell routes itself (Login, the error pages, redirect, fallback): no menu path names them. */
const SHELL_PAGES: ReadonlySet<string> = new Set([
  'login',
  'error-401',
  'error-404',
  'error-500',
  'redirect',
  'fallback',
]);

/**
 * Whether `pathname` names a page of the build (`/system/user` for `pages/system/user`) or a group
 * above one (`/system`): a seeded menu's path is its page folder, so these are the product's
 * pages whichever user's menu holds them.
 */
export function isKnownPath(pathname: string, pages: readonly string[]): boolean {
  const folder = pathname.replace(/^\/+|\/+$/g, '');
  if (folder === '') return false;
  return pages.some((page) => !SHELL_PAGES.has(page) && (page === folder || page.startsWith(`${folder}/`)));
}

/** The error page for a path no route of the user matches: 401 when the path is known, else 404. */
export const unmatchedStatus = (pathname: string, pages: readonly string[]): UnmatchedData['status'] =>
  isKnownPath(pathname, pages) ? 'forbidden' : 'notFound';

/** Route id of the catch-all inside the main layout. */
export const UNMATCHED_ROUTE_ID = 'unmatched';

/** The catch-all's loader data: the error page it shows in the layout. */
export interface UnmatchedData {
  status: 'forbidden' | 'notFound';
}

/**
 * The catch-all's loader: once the session is loaded (and so the user's menu routes added), a
 * path still unmatched shows the error page of `unmatchedStatus` inside the layout, the address kept as typed
 * (docs/product-rules.md, Dead ends). Without a session it does nothing: the session route's
 * loader sends the visitor to Login with the path.
 */
export function unmatchedPathLoader(store: AppStore, pages: readonly string[]): LoaderFunction {
  return async ({ request }): Promise<UnmatchedData | null> => {
    if ((await whenSessionLoaded(store)) !== 'ready') return null;
    const { pathname } = new URL(request.url);
    // A path that reads as another host (`//evil.example`) is not kept: whatever later takes the
    // address as a target (a login's redirectPath, the tab bar) would leave the site.
    if (safeRedirectPath(pathname) !== pathname) throw safeRedirect('/404');
    return { status: unmatchedStatus(pathname, pages) };
  };
}

/** What the shell needs before it commits: the user (the menu may still be on its way). */
export const userKnown = (state: RootState): boolean => selectUser(state) !== null;

/** The page folder of the home page (the menu's `HOME_PATH`): a seeded menu's path is its page folder. */
const HOME_PAGE = 'dashboard';

/** `/`'s loader data while the menu is on its way: where the user lands once the session has loaded. */
export interface LandingData {
  /** The menu's landing path once the session is loaded; Login when the load failed. */
  landing: Promise<string>;
}

/** Where `/` leads once the session load has ended: the menu's landing path, or Login when it failed. */
async function landingOnceLoaded(store: AppStore): Promise<string> {
  const outcome = await whenSessionLoaded(store);
  return outcome === 'ready' ? selectLandingPath(store.getState()) : loginLocation('/');
}

/**
 * `/`'s loader: once the session is loaded, on to the menu's landing path (a user without the
 * dashboard is no dead end). Once the user is known and the menu is still on its way, `/` commits
 * the signed-in shell with the landing still to come ({@link LandingData}, which `Landing` follows):
 * the shell paints a round trip before the tree. While the session loads (after a login), the home
 * page's chunk and styles load beside it, since most users land there.
 */
export function landingLoader(store: AppStore, findPage: PageFinder): LoaderFunction {
  return async () => {
    const state = store.getState();
    if (selectToken(state) && !selectUser(state)) void loadPage(HOME_PAGE, findPage);
    if ((await whenSessionLoaded(store, userKnown)) !== 'ready') return null;
    if (sessionLoadOutcome(store.getState()) === 'ready') throw safeRedirect(selectLandingPath(store.getState()));
    return { landing: landingOnceLoaded(store) };
  };
}

/**
 * Whether the user holds menu route `name`, asked after the loaded tree was checked against the
 * server (a 304 when unchanged), so a grant removed since shows on this navigation.
 */
export function holdsFreshly(store: AppStore): (name: string) => Promise<boolean> {
  return async (name) => {
    if ((await whenSessionLoaded(store)) !== 'ready') return false;
    await ensureFreshMenu(store);
    return selectMenuRoutesByName(store.getState()).has(name);
  };
}

/**
 * A menu route's loader decision: a route a menu added is a known page, so a user who does not
 * (or no longer) holds it sees the 401 page.
 */
export async function guardMenuRoute(
  name: string,
  isAllowed: (name: string) => boolean | Promise<boolean>,
): Promise<null> {
  if (!(await isAllowed(name))) throw safeRedirect('/401');
  return null;
}
