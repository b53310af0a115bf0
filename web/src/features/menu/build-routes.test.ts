import { menuTitle } from '../../i18n';
import { menuNode, menuTreeFixture } from '../../testing/fixtures';
import { buildRoutes, isRouteHandle, routeHandle } from './build-routes';
import { MAX_ROUTE_DEPTH } from './menu-patterns';
import type { MenuNode, RouteDescriptor } from './types';

/** A chain of `levels` nested nodes, built without recursion. */
// The active language's menu titles (none in zh-CN): a fake table stands in for a loaded one.
jest.mock('../../i18n', () => ({
  ...jest.requireActual<object>('../../i18n'),
  menuTitle: jest.fn((routeName: string, serverName: string) => serverName),
}));

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

function depthOf(routes: RouteDescriptor[]): number {
  let depth = 0;
  for (let level = routes; level.length > 0; level = level.flatMap((r) => r.children)) depth += 1;
  return depth;
}

describe('buildRoutes', () => {
  const routes = buildRoutes(menuTreeFixture);

  it('turns each node into a route with path, name, component and meta', () => {
    expect(routes[0]).toEqual({
      path: '/dashboard',
      name: 'Dashboard',
      component: 'dashboard',
      meta: { title: '仪表盘', icon: 'dashboard', hidden: false },
      children: [],
    });
  });

  it('titles a route by the active language where it has a title for its routeName, else by the server name', () => {
    jest
      .mocked(menuTitle)
      .mockImplementation((routeName, serverName) => (routeName === 'SystemUser' ? 'Users' : serverName));
    const titles = buildRoutes(menuTreeFixture)[1]!.children.map((route) => route.meta.title);
    jest.mocked(menuTitle).mockImplementation((routeName, serverName) => serverName);
    expect(titles).toEqual(['Users', '角色管理']);
  });

  it('redirects a node with children to its first child and keeps layouts as layouts', () => {
    const system = routes[1]!;
    expect(system.component).toBe('/layouts/RouteView');
    expect(system.redirect).toBe('/system/user');
    expect(system.children.map((r) => r.name)).toEqual(['SystemUser', 'SystemRole']);
    expect(system.children[0]!.component).toBe('system/user');
  });

  it('marks showStatus 2 hidden and keeps an href in meta', () => {
    expect(routes[2]!.meta.hidden).toBe(true);
    expect(routes[2]!.children[0]!.meta.hidden).toBe(true);
    expect(routes[3]!.meta.href).toBe('https://github.com/LyricTian/gin-admin');
  });

  it('joins a relative routePath to its parent path', () => {
    const [parent] = buildRoutes([
      menuNode({ routeName: 'P', routePath: '/p', children: [menuNode({ routeName: 'C', routePath: 'c' })] }),
    ]);
    expect(parent!.children[0]!.path).toBe('/p/c');
  });

  it('drops a node without routeName or routePath and never throws on junk', () => {
    const junk = [
      null,
      7,
      'x',
      { routeName: 'NoPath' },
      { routePath: '/no-name' },
      menuNode({ routeName: 'Ok', routePath: '/ok' }),
    ];
    expect(buildRoutes(junk as unknown as MenuNode[]).map((r) => r.name)).toEqual(['Ok']);
    expect(buildRoutes(undefined as unknown as MenuNode[])).toEqual([]);
  });

  it('uses each node object once, so a cyclic tree ends', () => {
    const a = menuNode({ routeName: 'A', routePath: '/a' });
    const b = menuNode({ routeName: 'B', routePath: '/b', children: [a] });
    a.children.push(b, a);
    const built = buildRoutes([a, b]);
    expect(built.map((r) => r.name)).toEqual(['A']);
    expect(built[0]!.children.map((r) => r.name)).toEqual(['B']);
    expect(built[0]!.children[0]!.children).toEqual([]);
  });

  it(`caps absurd depth at ${MAX_ROUTE_DEPTH} levels without overflowing the stack`, () => {
    const built = buildRoutes(chain(100_000));
    expect(depthOf(built)).toBe(MAX_ROUTE_DEPTH);
  });
});

describe('routeHandle', () => {
  it('carries the name, title and icon the breadcrumb shows', () => {
    const [dashboard] = buildRoutes(menuTreeFixture);
    expect(routeHandle(dashboard!)).toEqual({
      name: 'Dashboard',
      title: dashboard!.meta.title,
      icon: dashboard!.meta.icon,
    });
    expect(isRouteHandle(routeHandle(dashboard!))).toBe(true);
  });

  it.each([undefined, null, 'Dashboard', { name: 'X' }, { title: 3 }])('does not take %p for a handle', (handle) => {
    expect(isRouteHandle(handle)).toBe(false);
  });
});
