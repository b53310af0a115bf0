/** What the router attaches to a menu route for the breadcrumb, the page heading and the tabs to read. */
import type { UIMatch } from 'react-router-dom';
import type { RouteDescriptor, RouteHandle } from './types';

/** The handle of a menu route: its name, title and icon. */
export function routeHandle({ name, meta }: RouteDescriptor): RouteHandle {
  return { name, title: meta.title, ...(meta.icon && { icon: meta.icon }) };
}

/** Whether a matched route's `handle` is a {@link RouteHandle} (other routes carry none, or another shape). */
export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** A matched route that is a menu route: where it matched, and its handle. */
export interface MenuMatch {
  pathname: string;
  handle: RouteHandle;
}

/** The menu routes among the matched routes (`useMatches()`), outermost first. */
export function menuMatches(matches: readonly Pick<UIMatch, 'pathname' | 'handle'>[]): MenuMatch[] {
  return matches.flatMap(({ pathname, handle }) => (isRouteHandle(handle) ? [{ pathname, handle }] : []));
}
