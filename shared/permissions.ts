/**
 * The one registry of the permission codes the product ships with: each seeded page's route name
 * and the action codes its menu offers, in the order the seed lists them. The mock's seed builds
 * its menus' actions from it and the web app types its permission checks by it, so a code that
 * drifts from the seed, or is misspelt, fails the typecheck instead of silently hiding a button.
 * It lives outside `web/` and `mock-server/` so that neither side imports the other for it.
 */

const CRUD = ['query', 'add', 'edit', 'delete'] as const;
/** A list page's actions, with the CSV export of its query. */
const LIST = [...CRUD, 'export'] as const;
const QUERY = ['query'] as const;

/** The seeded pages (by route name) and their action codes. */
export const MENU_ACTIONS = {
  Dashboard: ['query', 'export'],
  SystemMenu: CRUD,
  SystemResource: LIST,
  SystemRole: LIST,
  SystemUser: LIST,
  SystemOperationLog: ['query', 'export'],
  SystemSignInLog: ['query', 'export'],
  CountTo: QUERY,
  BackToTop: QUERY,
  Bpmn: QUERY,
  TableFormGenerator: QUERY,
  ElFormGenerator: QUERY,
  CodeSandbox: QUERY,
  Leaflet: QUERY,
  Openlayers: QUERY,
  Arcgis: QUERY,
  Mapbox: QUERY,
  QueryList: LIST,
  StandardList: ['query', 'edit', 'delete'],
  UserCenter: QUERY,
  UserSet: ['query', 'edit'],
} as const;

/** A seeded page that carries actions, by its menu's route name. */
export type PermissionRoute = keyof typeof MENU_ACTIONS;

/** An action code `route` offers. */
export type ActionOf<R extends PermissionRoute> = (typeof MENU_ACTIONS)[R][number];

/** A seeded permission: a route name, a dot, and one of that route's action codes. */
export type PermissionCode = { [R in PermissionRoute]: `${R}.${ActionOf<R>}` }[PermissionRoute];

/** The permission code of `route`'s `action`. */
export function permissionCode<R extends PermissionRoute>(route: R, action: ActionOf<R>): PermissionCode {
  return `${route}.${action}` as PermissionCode;
}
