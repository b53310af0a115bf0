import type { components } from '@shared/contract/schema';

/** A node of the server's menu tree, as the contract describes it. */
export type MenuNode = components['schemas']['MenuNode'];

/**
 * A node of the tree the store holds: the contract's node as `sanitizeMenuTree` made it, frozen
 * and read-only all the way down, with a non-empty `routeName`, `routePath` and `name`.
 */
export type MenuTreeNode = Readonly<Omit<MenuNode, 'actions' | 'children'>> & {
  readonly actions: readonly Readonly<MenuNode['actions'][number]>[];
  readonly children: readonly MenuTreeNode[];
};

/** The sanitized menu tree: each node object once, at most `MAX_ROUTE_DEPTH` levels. */
export type MenuTree = readonly MenuTreeNode[];

/** What the router needs to know about one route built from the menu tree. */
export interface RouteDescriptor {
  /** Absolute path, e.g. `/system/user`. */
  path: string;
  /** The route name (`routeName`), unique; permissions are `<name>.<actionCode>`. */
  name: string;
  /**
   * `/layouts/<Name>` for a layout, a page folder under `web/src/pages` (`system/user`), or
   * `'fallback'` when the server's value is malformed.
   */
  component: string;
  /** A node with children redirects to its first child's path. */
  redirect?: string;
  meta: {
    /** The title shown in the menu and the breadcrumb. */
    title: string;
    /** A Blueprint icon name. */
    icon?: string;
    /** Hidden from the menu (`showStatus` 2); the route still exists. */
    hidden: boolean;
    /** An external link, as the server sent it. */
    href?: string;
  };
  children: RouteDescriptor[];
}

/** One sidebar entry. */
export interface MenuEntry {
  name: string;
  path: string;
  icon?: string;
  title: string;
  /** An external `http:`/`https:` link, opened in a new window. */
  href?: string;
  children: MenuEntry[];
}

/** A menu route and the route the router nests it under (`undefined`: the main layout). */
export interface PlacedRoute {
  descriptor: RouteDescriptor;
  parent: PlacedRoute | undefined;
}

/** A menu's routes by absolute path (lower case, as React Router matches by default). */
export type MenuRouteIndex = ReadonlyMap<string, PlacedRoute>;

/** What the breadcrumb reads from each matched route (`useMatches()[i].handle`). */
export interface RouteHandle {
  /** The route name, e.g. `SystemUser`. */
  name: string;
  /** Title shown in the breadcrumb. */
  title: string;
  /** A Blueprint icon name. */
  icon?: string;
}
