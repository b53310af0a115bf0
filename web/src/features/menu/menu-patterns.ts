/**
 * What a well-formed menu looks like, in one place: the contract's patterns for a node's fields
 * (the menu form checks them; the route builder trusts a `component` only in the contract's form),
 * the depth limit, and the path arithmetic that routes, router and sidebar share.
 */

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

// The contract's patterns (SystemMenuFields, ActionCode, Href), character for character:
// tests/contract/formats.test.ts compares them.
/** `routeName`: PascalCase, the route's unique name. */
export const ROUTE_NAME_PATTERN = /^[A-Z][A-Za-z0-9]{0,63}$/u;
/** `routePath`: absolute, lowercase segments. */
export const ROUTE_PATH_PATTERN = /^(\/[a-z0-9][a-z0-9-]*)+$/u;
/** `component`: `/layouts/<Name>`, or a page folder under `web/src/pages` such as `system/user`. */
export const COMPONENT_PATTERN = /^(\/layouts\/[A-Z][A-Za-z0-9]*|[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*)$/u;
/** An action's `code`, the second half of a permission `<routeName>.<code>`. */
export const ACTION_CODE_PATTERN = /^[a-z][A-Za-z0-9]{0,31}$/u;
/** `href`, the contract's `Href`: an `http:`/`https:` link with a host name, then RFC 3986 path, query and fragment characters. */
export const HREF_PATTERN =
  /^https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::[0-9]{1,5})?(?:\/(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})*)*(?:\?(?:(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})|[/?])*)?(?:#(?:(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})|[/?])*)?$/u;

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
