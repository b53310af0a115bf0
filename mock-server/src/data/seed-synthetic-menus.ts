/**
 * Synthetic menus for trying the app with a large menu tree (`MOCK_MENU_NODES`): groups of groups
 * of pages, appended after the seeded menus and granted to the administrator role like them.
 */
import type { MenuRecord } from './types';

/** Most synthetic menus `MOCK_MENU_NODES` may ask for: beyond it the seed alone takes seconds. */
export const MAX_SYNTHETIC_MENUS = 100_000;

/** Children per synthetic group: a top group holds this many groups, each holding this many pages. */
const FAN_OUT = 10;

/** Light demo pages the page registry resolves, taken in turn by the synthetic pages. */
const PAGE_COMPONENTS = ['components-demo/count-to', 'components-demo/back-to-top'];

/**
 * `count` menus, depth first: top-level groups (`/bulk-<i>`, after the seeded top level's
 * `firstSequence`) each holding `FAN_OUT` groups of `FAN_OUT` pages, the last ones cut short at
 * `count`. Route names `Bulk<i>`, ids `m-bulk-<i>`, titles 分组/页面 <i>; pages carry a `query`
 * action bound to no resource.
 */
export function syntheticMenus(count: number, firstSequence: number): MenuRecord[] {
  const out: MenuRecord[] = [];
  const add = (parent: MenuRecord | undefined, sequence: number, group: boolean): MenuRecord => {
    const i = out.length;
    const menu: MenuRecord = {
      id: `m-bulk-${i}`,
      parentId: parent?.id ?? null,
      routeName: `Bulk${i}`,
      routePath: `${parent?.routePath ?? ''}/bulk-${i}`,
      component: group ? '/layouts/RouteView' : PAGE_COMPONENTS[i % PAGE_COMPONENTS.length]!,
      name: `${group ? '分组' : '页面'} ${i}`,
      icon: group ? 'folder-close' : 'document',
      showStatus: 1,
      sequence,
      actions: group ? [] : [{ code: 'query', name: '查询', resourceIds: [] }],
    };
    out.push(menu);
    return menu;
  };
  for (let top = 0; out.length < count; top += 1) {
    const section = add(undefined, firstSequence + top * 10, true);
    for (let g = 1; g <= FAN_OUT && out.length < count; g += 1) {
      const group = add(section, g * 10, true);
      for (let p = 1; p <= FAN_OUT && out.length < count; p += 1) add(group, p * 10, false);
    }
  }
  return out;
}
