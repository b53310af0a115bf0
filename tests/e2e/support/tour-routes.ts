/**
 * The routes the whole-app tours visit, from the mock's seeded menu tree (the tours drive the
 * default seed), split into the product's own pages and the demo pages.
 */
import { seedMenus } from '../../../mock-server/src/data/seed-menus';

/** Every routed page of the seeded menu tree (groups and the external link are not pages). */
export const MENU_PAGES = seedMenus('https://docs.example.org')
  .filter((menu) => menu.component !== '/layouts/RouteView' && !menu.href)
  .map((menu) => menu.routePath);

/** The error pages, then every menu page: what a signed-in user can open. */
export const SIGNED_IN_ROUTES = ['/404', '/401', '/500', ...MENU_PAGES];

/** The seeded menu's sections of demo pages (maps, editors, generators, sample lists). */
export const DEMO_SECTIONS = ['/components-demo/', '/maps-page/', '/list-page/'];

/** The demo pages of {@link SIGNED_IN_ROUTES}. */
export const DEMO_ROUTES = SIGNED_IN_ROUTES.filter((route) =>
  DEMO_SECTIONS.some((section) => route.startsWith(section)),
);

/** The product's own pages of {@link SIGNED_IN_ROUTES}: the error pages, the dashboard, system management, the user's pages. */
export const PRODUCT_ROUTES = SIGNED_IN_ROUTES.filter((route) => !DEMO_ROUTES.includes(route));
