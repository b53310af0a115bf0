import { Navigate, type RouteObject } from 'react-router-dom';
import { FALLBACK_COMPONENT, type RouteDescriptor, isBelow, layoutName, relativePath, routeHandle } from '../../features/menu';
import FallbackPage from '../../pages/fallback';
import { findLayout } from './layout-registry';
import { loadPage, type PageFinder } from './lazy-page';
import { guardMenuRoute } from './route-access';

/** Options of {@link toRouteObjects}. */
export interface MenuRouteOptions {
  /** Finds a page's lazy loader by folder name. */
  findPage: PageFinder;
  /**
   * Whether the signed-in user still holds route `name`. Routes are added once per page load and
   * stay after a logout or a grant's removal, so a navigation must not reach a page no longer held.
   */
  isAllowed: (name: string) => boolean | Promise<boolean>;
}

/** Route id of a menu route: stable, so patching the same routes twice adds nothing. */
const menuRouteId = (name: string): string => `menu:${name}`;

function componentRoute(descriptor: RouteDescriptor, find: PageFinder): Pick<RouteObject, 'Component' | 'lazy'> {
  if (layoutName(descriptor.component) !== undefined) {
    return { Component: findLayout(descriptor.component) ?? FallbackPage };
  }
  if (descriptor.component === FALLBACK_COMPONENT) return { Component: FallbackPage };
  return { lazy: async () => ({ Component: await loadPage(descriptor.component, find) }) };
}

function toRouteObject(descriptor: RouteDescriptor, parentPath: string, options: MenuRouteOptions, hoisted: RouteObject[]): RouteObject {
  const nested: RouteObject[] = [];
  for (const child of descriptor.children) {
    // React Router nests only paths under their parent's; a stray child becomes a sibling instead.
    const target = isBelow(child.path, descriptor.path) ? nested : hoisted;
    target.push(toRouteObject(child, target === nested ? descriptor.path : '/', options, hoisted));
  }
  if (descriptor.redirect && descriptor.redirect !== descriptor.path) {
    nested.unshift({ index: true, element: <Navigate to={descriptor.redirect} replace /> });
  }
  const { name } = descriptor;
  return {
    id: menuRouteId(name),
    path: relativePath(descriptor.path, parentPath),
    handle: routeHandle(descriptor),
    loader: () => guardMenuRoute(name, options.isAllowed),
    ...componentRoute(descriptor, options.findPage),
    ...(nested.length > 0 && { children: nested }),
  };
}

/**
 * Route objects for the main layout's children from the menu's route descriptors: layouts from
 * `web/src/layouts`, pages loaded lazily through the page registry, a parent's index redirecting
 * to its first child, and a guard that sends a route the user no longer holds to /401.
 */
export function toRouteObjects(routes: readonly RouteDescriptor[], options: MenuRouteOptions): RouteObject[] {
  const hoisted: RouteObject[] = [];
  const top = routes.map((route) => toRouteObject(route, '/', options, hoisted));
  return [...top, ...hoisted];
}
