import type { components } from '@shared/contract/schema';
import { systemMenuNode } from './system-menu-node';

type SystemMenuNode = components['schemas']['SystemMenuNode'];

/**
 * A large menu tree for tests: `sizes[d]` menus under every menu of level d, named by their
 * 1-based path (`菜单 3-1` is the third root's first child, id `M3x1`).
 */
export function bulkSystemMenus(
  sizes: readonly number[],
  parentId: string | null = null,
  path: readonly number[] = [],
): SystemMenuNode[] {
  const [count = 0, ...rest] = sizes;
  return Array.from({ length: count }, (_, i) => {
    const at = [...path, i + 1];
    const id = `M${at.join('x')}`;
    return systemMenuNode(id, `菜单 ${at.join('-')}`, parentId, [], bulkSystemMenus(rest, id, at));
  });
}
