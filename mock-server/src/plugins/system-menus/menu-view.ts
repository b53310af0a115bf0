import type { components } from '../../../../shared/contract/schema';
import { shownIcon } from '../../data/shown-icon';
import type { MenuRecord } from '../../data/types';
import { fold } from '../system-shared/fields';

type SystemMenu = components['schemas']['SystemMenu'];
type SystemMenuNode = components['schemas']['SystemMenuNode'];
type MenuParam = components['schemas']['SystemMenuParam'];

/** The contract's view of one menu. */
export function toSystemMenu(menu: Readonly<MenuRecord>): SystemMenu {
  return {
    id: menu.id,
    parentId: menu.parentId,
    routeName: menu.routeName,
    routePath: menu.routePath,
    component: menu.component,
    name: menu.name,
    icon: shownIcon(menu.icon),
    showStatus: menu.showStatus,
    sequence: menu.sequence,
    ...(menu.href === undefined ? {} : { href: menu.href }),
    actions: menu.actions.map((action) => ({
      code: action.code,
      name: action.name,
      resourceIds: [...action.resourceIds],
    })),
  };
}

/** The store's form of a create or edit (no `href` key when there is none). */
export function toMenuFields(param: MenuParam): Omit<MenuRecord, 'id'> {
  const { href, actions, ...fields } = param;
  return { ...fields, ...(href === undefined ? {} : { href }), actions: actions.map((action) => ({ ...action })) };
}

/**
 * Every menu as a tree by `sequence`. With `keyword`, only the menus whose name, routeName or
 * routePath hold it (case insensitive, without the white space around it), and their ancestors so
 * each match keeps its place.
 */
export function systemMenuTree(menus: readonly Readonly<MenuRecord>[], keyword = ''): SystemMenuNode[] {
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  let kept: Set<string> | null = null;
  const wanted = fold(keyword.trim());
  if (wanted) {
    kept = new Set<string>();
    for (const menu of menus) {
      if (![menu.name, menu.routeName, menu.routePath].some((text) => fold(text).includes(wanted))) continue;
      // Bounded by the menu count: a loop in the data cannot hang the walk.
      for (let at: Readonly<MenuRecord> | undefined = menu, steps = 0; at && steps <= menus.length; steps += 1) {
        kept.add(at.id);
        at = at.parentId === null ? undefined : byId.get(at.parentId);
      }
    }
  }
  const children = new Map<string | null, Readonly<MenuRecord>[]>();
  for (const menu of menus) {
    if (kept && !kept.has(menu.id)) continue;
    // A menu whose parent is gone shows at the top rather than vanishing.
    const parent = menu.parentId !== null && byId.has(menu.parentId) ? menu.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), menu]);
  }
  // Each menu sits in one children list, so the walk down from the top visits it at most once:
  // menus caught in a parent loop are never reached and cannot make it recurse without end.
  const build = (parentId: string | null): SystemMenuNode[] =>
    (children.get(parentId) ?? [])
      .slice()
      .sort((a, b) => a.sequence - b.sequence || a.routeName.localeCompare(b.routeName))
      .map((menu) => ({ ...toSystemMenu(menu), children: build(menu.id) }));
  return build(null);
}
