import { createSelector } from '@reduxjs/toolkit';
import { routeHandle, selectMenuRoutesByName } from '@/features/menu';

/**
 * A route name's title as its page shows it in the breadcrumb (`routeHandle`, so a tab reads as
 * the breadcrumb does), or `undefined` for a name the menu lacks; once per menu tree, looked up
 * for the open tabs alone rather than made for every route.
 */
export const selectRouteTitleOf = createSelector(
  [selectMenuRoutesByName],
  (byName) =>
    (name: string): string | undefined => {
      const route = byName.get(name);
      return route && routeHandle(route).title;
    },
);
