/**
 * A large menu tree created through the API (POST /menus as root, injected into the mock so no
 * socket is spent per menu): the menu management page's load for its bench and its tests.
 */
import type { Server } from '@hapi/hapi';
import type { components } from '@shared/contract/schema';

type MenuParam = components['schemas']['SystemMenuParam'];

/** How many menus each level holds under one parent: `[20, 9, 10]` makes 20 + 180 + 1 800 = 2 000. */
export type TreeShape = readonly number[];

/** 2 000 menus three levels deep. */
export const SHAPE_2000: TreeShape = [20, 9, 10];

/** The name of the menu at `path` (1-based positions from the top), e.g. `批量 3-1` for the third root's first child. */
export const bulkMenuName = (path: readonly number[]): string => `批量 ${path.join('-')}`;

async function createMenu(mock: Server, token: string, param: MenuParam): Promise<string> {
  const response = await mock.inject({
    method: 'POST',
    url: '/api/v1/menus',
    headers: { authorization: token },
    payload: param,
  });
  if (response.statusCode !== 200)
    throw new Error(`POST /menus ${param.routeName}: ${response.statusCode} ${response.payload}`);
  return (JSON.parse(response.payload) as { id: string }).id;
}

/**
 * Creates `shape`'s menus (parents first, each level sorted after the seed's menus) with the
 * root's `token` (`"Bearer <jwt>"`); answers how many it created.
 */
export async function createMenuTree(mock: Server, token: string, shape: TreeShape = SHAPE_2000): Promise<number> {
  let created = 0;
  const level = async (parentId: string | null, path: number[]): Promise<void> => {
    const count = shape[path.length];
    if (count === undefined) return;
    const leaf = path.length === shape.length - 1;
    for (let i = 0; i < count; i += 1) {
      const at = [...path, i + 1];
      const key = at.join('x');
      const id = await createMenu(mock, token, {
        parentId,
        routeName: `Bulk${key}`,
        routePath: `/bulk/${key}`,
        component: leaf ? 'demo/list' : '/layouts/RouteView',
        name: bulkMenuName(at),
        icon: leaf ? 'document' : 'folder-close',
        showStatus: 1,
        sequence: 1000 + i,
        actions: leaf ? [{ code: 'query', name: '查询', resourceIds: [] }] : [],
      });
      created += 1;
      await level(id, at);
    }
  };
  await level(null, []);
  return created;
}
