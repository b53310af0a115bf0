/**
 * What a well-formed menu looks like, in one place: the depth limit, the `component` the route
 * builder trusts (the contract's form, `shared/contract/patterns/menu.ts`), and the path arithmetic that
 * routes, router and sidebar share.
 */
import { COMPONENT_PATTERN } from '@shared/contract/patterns/menu';

/**
 * Routes nest at most this deep; deeper nodes are dropped. The router, the sidebar and the
 * breadcrumb all recurse over routes, and no real menu comes close.
 */
export const MAX_ROUTE_DEPTH = 16;

/** The component of a route whose server value is malformed. */
export const FALLBACK_COMPONENT = 'fallback';

/** The home page: where `/` leads when the user's menu holds it, and the tab bar's fixed tab. */
export const HOME_PATH = '/dashboard';

/** Prefix of a menu `component` that names a layout (`/layouts/RouteView`) instead of a page folder. */
export const LAYOUT_PREFIX = '/layouts/';

/** `component` when it is in the contract's form (a layout or a page folder), else `'fallback'`. */
export function resolveComponent(component: string): string {
  return COMPONENT_PATTERN.test(component) ? component : FALLBACK_COMPONENT;
}

/** The layout name of a `/layouts/<Name>` component, or `undefined` for a page folder. */
export function layoutName(component: string): string | undefined {
  return component.startsWith(LAYOUT_PREFIX) ? component.slice(LAYOUT_PREFIX.length) : undefined;
}

/** The absolute path of a node: `routePath` as is when absolute, else joined to its parent's path. */
export function absolutePath(routePath: string, parentPath: string | undefined): string {
  if (routePath.startsWith('/')) return routePath;
  const base = parentPath && parentPath !== '/' ? parentPath : '';
  return `${base}/${routePath}`;
}

/** Whether `path` lies strictly below `parentPath` (`/system/user` below `/system`). */
export function isBelow(path: string, parentPath: string): boolean {
  return path.startsWith(`${parentPath}/`);
}

/** Whether the page at `pathname` belongs to the menu entry at `entryPath`: that path or below it. */
export function holdsPath(entryPath: string, pathname: string): boolean {
  return pathname === entryPath || isBelow(pathname, entryPath);
}

/** `path` relative to `parentPath` (which holds it), as React Router nests children. */
export function relativePath(path: string, parentPath: string): string {
  return parentPath === '/' ? path.replace(/^\//, '') : path.slice(parentPath.length + 1);
}
