import type { ComponentType } from 'react';
import { Navigate, type NonIndexRouteObject } from 'react-router-dom';
import { FALLBACK_COMPONENT, type RouteDescriptor, layoutName, relativePath, routeHandle } from '@/features/menu';
import FallbackPage from '@/pages/fallback';
import { findLayout } from './layout-registry';
import { type PageFinder, lazyPage } from './lazy-page';
import { guardMenuRoute } from './route-access';

/** Options of {@link toRouteObject}. */
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
export const menuRouteId = (name: string): string => `menu:${name}`;

/** What renders a menu route, and how to start loading it ahead of the render. */
function componentOf(
  descriptor: RouteDescriptor,
  find: PageFinder,
): { Component: ComponentType; preload?: () => void } {
  if (layoutName(descriptor.component) !== undefined)
    return { Component: findLayout(descriptor.component) ?? FallbackPage };
  if (descriptor.component === FALLBACK_COMPONENT) return { Component: FallbackPage };
  return lazyPage(descriptor.component, find);
}

/**
 * The route object of one menu route, nested under `parentPath`, without its menu children (the
 * router adds them as navigations need them, see `menu-route-branch.ts`): a layout from
 * `web/src/layouts`, a page loaded lazily through the page registry (the navigation does not wait
 * for its chunk, so the signed-in shell paints first) or the fallback page; a parent's
 * index redirects to its first child; a guard sends a route the user no longer holds to /401 (`route-access.ts`).
 */
export function toRouteObject(
  descriptor: RouteDescriptor,
  parentPath: string,
  options: MenuRouteOptions,
): NonIndexRouteObject {
  const { name } = descriptor;
  const { Component, preload } = componentOf(descriptor, options.findPage);
  return {
    id: menuRouteId(name),
    path: relativePath(descriptor.path, parentPath),
    handle: routeHandle(descriptor),
    loader: async () => {
      await guardMenuRoute(name, options.isAllowed);
      // The chunk loads while the navigation completes; the page renders in the layout's Suspense.
      preload?.();
      return null;
    },
    // A list writing its query to the URL stays on its page: no guard check per filter or page.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
        ? false
        : defaultShouldRevalidate,
    Component,
    children:
      descriptor.redirect && descriptor.redirect !== descriptor.path
        ? [{ index: true, element: <Navigate to={descriptor.redirect} replace /> }]
        : [],
  };
}
