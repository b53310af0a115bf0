import { menuNode, menuTreeFixture } from '../../testing/fixtures';
import type { PermissionCode } from '../permission';
import { collectPermissions, routesByName } from './tree-queries';
import type { MenuNode, RouteDescriptor } from './types';

/** A chain of `levels` nested nodes, built without recursion. */
function chain(levels: number): MenuNode[] {
  let node = menuNode({ routeName: `N${levels}`, routePath: `/n${levels}`, actions: [{ code: 'query', name: 'q' }] });
  for (let i = levels - 1; i >= 1; i -= 1) {
    node = menuNode({
      routeName: `N${i}`,
      routePath: `/n${i}`,
      actions: [{ code: 'query', name: 'q' }],
      children: [node],
    });
  }
  return [node];
}

describe('collectPermissions', () => {
  it('lists routeName.actionCode for every action at any depth', () => {
    expect(collectPermissions(menuTreeFixture)).toEqual([
      'Dashboard.query',
      'Dashboard.export',
      'SystemUser.query',
      'SystemUser.add',
      'SystemRole.query',
      'UserSet.query',
      'UserSet.edit',
    ] satisfies PermissionCode[]);
  });

  it('reaches beyond the route depth cap (100 000 levels) and ignores malformed actions', () => {
    const deep = collectPermissions(chain(100_000));
    expect(deep).toHaveLength(100_000);
    expect(deep.at(-1)).toBe('N100000.query');
    const odd = menuNode({
      routeName: 'Odd',
      routePath: '/odd',
      actions: [null, { name: 'no code' }, { code: 'ok', name: 'ok' }] as unknown as MenuNode['actions'],
    });
    expect(collectPermissions([odd])).toEqual(['Odd.ok']);
  });

  it('lists each permission once even when a node is reachable twice', () => {
    const shared = menuNode({ routeName: 'S', routePath: '/s', actions: [{ code: 'q', name: 'q' }] });
    expect(collectPermissions([shared, menuNode({ routeName: 'P', routePath: '/p', children: [shared] })])).toEqual([
      'S.q',
    ]);
  });
});

describe('routesByName', () => {
  const route = (name: string, path: string, children: RouteDescriptor[] = []): RouteDescriptor => ({
    name,
    path,
    component: 'x',
    meta: { title: name, hidden: false },
    children,
  });
  const routes = [
    route('System', '/system', [route('SystemUser', '/system/user')]),
    route('UserCenter', '/user-page/user-center'),
  ];

  it('resolves a nested route name to its path', () => {
    expect(routesByName(routes).get('SystemUser')?.path).toBe('/system/user');
    expect(routesByName(routes).get('UserCenter')?.path).toBe('/user-page/user-center');
  });

  it('answers undefined for an unknown name', () => {
    expect(routesByName(routes).get('Nope')?.path).toBeUndefined();
  });

  it('keeps the first route of a name, depth first', () => {
    expect(routesByName([route('A', '/a', [route('B', '/a/b')]), route('B', '/b')]).get('B')?.path).toBe('/a/b');
  });
});
