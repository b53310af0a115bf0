/** The menu feature's public surface. */
import { registerSessionStep } from '../session';
import { loadMenuTree } from './menu-step';

/** After the user (rank 0): a session is ready once its menu is loaded. */
registerSessionStep('menu', 1, loadMenuTree);

export { FALLBACK_COMPONENT, MAX_ROUTE_DEPTH, buildRoutes, collectPermissions, resolveComponent, routesToMenuEntries } from './build-routes';
export { sanitizeMenuTree } from './sanitize-tree';
export { selectMenuEntries, selectMenuPermissions, selectMenuRoutes, selectMenuTree } from './selectors';
export { type MenuState, initialMenuState, treeLoaded } from './slice';
export type { MenuEntry, MenuNode, RouteDescriptor } from './types';
