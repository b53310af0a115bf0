import { createSelector } from '@reduxjs/toolkit';
import { type RouteDescriptor, routeHandle, selectMenuRoutes } from '../menu';

/**
 * Route name → the title its page shows in the breadcrumb (`routeHandle`, so a tab reads as the
 * breadcrumb does), once per menu tree; the first of a name wins, as for route paths.
 */
export const selectRouteTitles = createSelector([selectMenuRoutes], (routes): ReadonlyMap<string, string> => {
  const titles = new Map<string, string>();
  const visit = (list: readonly RouteDescriptor[]): void => {
    for (const route of list) {
      if (!titles.has(route.name)) titles.set(route.name, routeHandle(route).title);
      visit(route.children);
    }
  };
  visit(routes);
  return titles;
});
