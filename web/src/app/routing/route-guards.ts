/**
 * The navigation rules as router loaders and the route patcher: only Login
 * without a token; Login with a token goes to `/`; a token without a loaded user loads the
 * session, adds the menu's routes and repeats the navigation; a failed load goes to Login.
 */
import type { LoaderFunction, PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { selectMenuRoutesByPath } from '@/features/menu';
import { holdsFreshly, userKnown } from './route-access';
import { selectUser } from '@/features/profile';
import { selectToken, whenSessionLoaded } from '@/features/session';
import { loginLocation } from '@/lib/redirect-path';
import type { AppStore } from '@/app/store';
import type { PageFinder } from './lazy-page';
import { branchToAdd } from './menu-route-branch';
import { safeRedirect } from './safe-redirect';

/** Id of the main layout's route, the parent the menu's routes are added under. */
export const MAIN_ROUTE_ID = 'main';

const targetOf = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** `/login`'s loader: a user holding a token goes to `/`. */
export function redirectSignedIn(store: AppStore): LoaderFunction {
  return () => {
    if (selectToken(store.getState())) throw safeRedirect('/');
    return null;
  };
}

/**
 * The loader of every route but Login: without a token (or when the session cannot be loaded)
 * the user goes to Login with `redirectPath`. It waits for the user, not the menu: the routes that
 * need the menu wait for it themselves (the route patcher, a menu route's guard, the catch-all,
 * `/`'s landing). When the path only matched the catch-all, the navigation is repeated so the
 * menu's routes, added by the patcher once the menu is in, match it.
 */
export function requireSession(store: AppStore): LoaderFunction {
  return async ({ request, params }) => {
    const target = targetOf(request);
    if (!selectToken(store.getState())) throw safeRedirect(loginLocation(target));
    if (selectUser(store.getState())) return null;
    if ((await whenSessionLoaded(store, userKnown)) !== 'ready') throw safeRedirect(loginLocation(target));
    if (params['*'] !== undefined) throw safeRedirect(target);
    return null;
  };
}

/**
 * Adds the menu's routes to the router when a navigation does not fully match (React Router's
 * `patchRoutesOnNavigation`), once the session (user and menu) is loaded. Each
 * navigation adds, in one patch, only the branch of routes its path needs (see
 * `menu-route-branch.ts`), so the cost does not grow with the size of the tree. Each route is added
 * once per page load; a later tree's routes are added beside the earlier ones, and every menu
 * route's loader sends a user who does not hold it to /401 (`route-access.ts`).
 */
export function patchMenuRoutes(store: AppStore, findPage: PageFinder): PatchRoutesOnNavigationFunction {
  const added = new Set<string>();
  const isAllowed = holdsFreshly(store);
  return async ({ path, patch, signal }) => {
    if (!selectToken(store.getState())) return;
    if ((await whenSessionLoaded(store)) !== 'ready') return;
    // React Router drops the patch of a navigation superseded meanwhile: its routes stay to add.
    if (signal.aborted) return;
    const branch = branchToAdd(selectMenuRoutesByPath(store.getState()), path, added, {
      mainId: MAIN_ROUTE_ID,
      findPage,
      isAllowed,
    });
    if (!branch) return;
    patch(branch.parentId, [branch.route]);
    branch.ids.forEach((id) => added.add(id));
  };
}
