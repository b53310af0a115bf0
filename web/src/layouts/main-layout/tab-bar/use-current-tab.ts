import { useMemo } from 'react';
import { type UIMatch, useLocation, useMatches } from 'react-router-dom';
import { isRouteHandle, selectMenuRoutesByName } from '@/features/menu';
import { type OpenTab, isHomePath } from '@/features/tabs';
import { useAppSelector } from '@/lib/store';

/**
 * The tab of the page on screen: the deepest matched route when it is a menu page (a group that
 * redirects to its first child is none), at the menu's path for its name, with the URL's query.
 */
export function useCurrentTab(): OpenTab | undefined {
  const matches = useMatches() as UIMatch<unknown, unknown>[];
  const { search } = useLocation();
  const routesByName = useAppSelector(selectMenuRoutesByName);
  const last = matches[matches.length - 1];
  const name = last && isRouteHandle(last.handle) ? last.handle.name : undefined;
  const path = name === undefined ? undefined : (routesByName.get(name)?.path ?? last?.pathname);
  return useMemo(
    () => (name === undefined || path === undefined ? undefined : { path, name, search, fixed: isHomePath(path) }),
    [path, name, search],
  );
}
