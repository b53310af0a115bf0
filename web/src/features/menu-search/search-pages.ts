/** The pages menu search offers: the menu's leaf routes, with the groups above each. */
import type { RouteDescriptor } from '@/features/menu';

/** A page the user may open, as menu search lists it. */
export interface SearchPage {
  /** The route name (`routeName`), unique. */
  name: string;
  path: string;
  title: string;
  /** A Blueprint icon name. */
  icon?: string;
  /** The titles of the groups above the page, outermost first. */
  trail: string[];
}

/** A page is a leaf, hidden ones included (they are routed, e.g. 个人设置); groups and external links are not pages. */
const isPage = (route: RouteDescriptor): boolean => route.children.length === 0 && !route.meta.href;

/** Every page of the routes, in menu order. */
export function searchPages(routes: readonly RouteDescriptor[]): SearchPage[] {
  const pages: SearchPage[] = [];
  const visit = (list: readonly RouteDescriptor[], trail: string[]): void => {
    for (const route of list) {
      if (route.children.length > 0) visit(route.children, [...trail, route.meta.title]);
      else if (isPage(route)) {
        pages.push({
          name: route.name,
          path: route.path,
          title: route.meta.title,
          ...(route.meta.icon && { icon: route.meta.icon }),
          trail,
        });
      }
    }
  };
  visit(routes, []);
  return pages;
}

/**
 * The route name of the first page (in menu order) at `path`, as {@link searchPages} would list it.
 * A walk that stops at the match and makes nothing on the way: it runs as the shell's first
 * render with a menu settles, where building the whole list cost a 10 000-menu tree milliseconds.
 */
export function pageNameAt(routes: readonly RouteDescriptor[], path: string): string | undefined {
  for (const route of routes) {
    const name =
      route.children.length > 0
        ? pageNameAt(route.children, path)
        : isPage(route) && route.path === path
          ? route.name
          : undefined;
    if (name !== undefined) return name;
  }
  return undefined;
}
