/** The pages menu search offers: the menu's leaf routes, with the groups above each. */
import type { RouteDescriptor } from '../menu';

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

/**
 * Every page of the routes, in menu order: the leaves, hidden ones included (they are routed, e.g.
 * 个人设置); groups and external links are not pages.
 */
export function searchPages(routes: readonly RouteDescriptor[]): SearchPage[] {
  const pages: SearchPage[] = [];
  const visit = (list: readonly RouteDescriptor[], trail: string[]): void => {
    for (const route of list) {
      if (route.children.length > 0) visit(route.children, [...trail, route.meta.title]);
      else if (!route.meta.href) {
        pages.push({ name: route.name, path: route.path, title: route.meta.title, ...(route.meta.icon && { icon: route.meta.icon }), trail });
      }
    }
  };
  visit(routes, []);
  return pages;
}
