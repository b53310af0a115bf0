import type { components } from '@shared/contract/schema';

type SystemMenuNode = components['schemas']['SystemMenuNode'];
type SystemMenuAction = components['schemas']['SystemMenuAction'];

/** A system menu for tests: its route name is its id, its path and component follow from it. */
export function systemMenuNode(
  id: string,
  name: string,
  parentId: string | null,
  actions: SystemMenuAction[],
  children: SystemMenuNode[] = [],
): SystemMenuNode {
  return {
    id,
    parentId,
    routeName: id,
    routePath: `/${id.toLowerCase()}`,
    component: id.toLowerCase(),
    name,
    icon: 'dot',
    showStatus: 1,
    sequence: 0,
    actions,
    children,
  };
}
