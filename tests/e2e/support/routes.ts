/** The routes the whole-app tours visit: the error pages and every routed page of the seeded menu. */
import { seedMenus } from '../../../mock-server/src/data/seed-menus';

/** Every routed page of the seeded menu tree (groups and the external link are not pages). */
export const MENU_PAGES = seedMenus('https://docs.example.org')
  .filter((menu) => menu.component !== '/layouts/RouteView' && !menu.href)
  .map((menu) => menu.routePath);

/** The error pages, then every menu page: what a signed-in user can open. */
export const SIGNED_IN_ROUTES = ['/404', '/401', '/500', ...MENU_PAGES];
