/**
 * The navigation rules of spec section 2 as router loaders and the route patcher: only Login
 * without a token; Login with a token goes to `/`; a token without a loaded user loads the
 * session, adds the menu's routes and repeats the navigation; a failed load goes to Login.
 */
import { type LoaderFunction, type PatchRoutesOnNavigationFunction, type RouteObject, redirect } from 'react-router-dom';
import { type RouteDescriptor, selectMenuRoutes } from '../../features/menu';
import { selectUser } from '../../features/profile';
import { ensureSession, selectToken } from '../../features/session';
import { loginLocation } from '../../lib/redirect-path';
import type { AppStore } from '../store';
import type { PageFinder } from './lazy-page';
import { toRouteObjects } from './menu-routes';
import { holdsFreshly } from './route-access';

/** Id of the main layout's route, the parent the menu's routes are added under. */
export const MAIN_ROUTE_ID = 'main';

const targetOf = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** `/login`'s loader: a user holding a token goes to `/`. */
export function redirectSignedIn(store: AppStore): LoaderFunction {
  return () => {
    if (selectToken(store.getState())) throw redirect('/');
    return null;
  };
}

/**
 * The loader of every route but Login: without a token (or when the session cannot be loaded)
 * the user goes to Login with `redirectPath`. When the session was loaded here and the path only
 * matched the catch-all, the navigation is repeated so the menu's routes, now added, match it.
 */
export function requireSession(store: AppStore): LoaderFunction {
  return async ({ request, params }) => {
    const target = targetOf(request);
    if (!selectToken(store.getState())) throw redirect(loginLocation(target));
    if (selectUser(store.getState())) return null;
    if ((await ensureSession(store)) !== 'ready') throw redirect(loginLocation(target));
    if (params['*'] !== undefined) throw redirect(target);
    return null;
  };
}

function routeIds(route: RouteObject): string[] {
  return [...(route.id ? [route.id] : []), ...(route.children ?? []).flatMap(routeIds)];
}

/**
 * Adds the menu's routes to the router when a navigation does not fully match (React Router's
 * `patchRoutesOnNavigation`), loading the session first when a token has no user yet. Each route
 * is added once per page load; a later user's new routes are added beside the earlier ones, and
 * every menu route's loader sends a user who does not hold it to /401 (`route-access.ts`).
 */
export function patchMenuRoutes(store: AppStore, findPage: PageFinder): PatchRoutesOnNavigationFunction {
  const added = new Set<string>();
  const holds = holdsFreshly(store);

  const addMissing = (parentId: string, routes: RouteObject[], patch: (id: string, children: RouteObject[]) => void) => {
    for (const route of routes) {
      if (!route.id) continue;
      if (added.has(route.id)) {
        addMissing(route.id, route.children ?? [], patch);
      } else {
        patch(parentId, [route]);
        routeIds(route).forEach((id) => added.add(id));
      }
    }
  };

  return async ({ patch }) => {
    if (!selectToken(store.getState())) return;
    if (!selectUser(store.getState()) && (await ensureSession(store)) !== 'ready') return;
    const descriptors: RouteDescriptor[] = selectMenuRoutes(store.getState());
    addMissing(MAIN_ROUTE_ID, toRouteObjects(descriptors, { findPage, isAllowed: holds }), patch);
  };
}
