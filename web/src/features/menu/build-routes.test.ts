import { menuNode, menuTreeFixture } from '../../testing/fixtures';
import { MAX_ROUTE_DEPTH, buildRoutes, collectPermissions, resolveComponent, routesToMenuEntries } from './build-routes';
import type { MenuNode, RouteDescriptor } from './types';
import type { PermissionCode } from '../permission';

/** A chain of `levels` nested nodes, built without recursion. */
function chain(levels: number): MenuNode[] {
  let node = menuNode({ routeName: `N${levels}`, routePath: `/n${levels}`, actions: [{ code: 'query', name: 'q' }] });
  for (let i = levels - 1; i >= 1; i -= 1) {
    node = menuNode({ routeName: `N${i}`, routePath: `/n${i}`, actions: [{ code: 'query', name: 'q' }], children: [node] });
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
    const junk = [null, 7, 'x', { routeName: 'NoPath' }, { routePath: '/no-name' }, menuNode({ routeName: 'Ok', routePath: '/ok' })];
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

describe('resolveComponent', () => {
  it.each(['/layouts/RouteView', '/layouts/BlankLayout', 'dashboard', 'system/user', 'components-demo/count-to', 'a1/b-2'])(
    'keeps the well-formed %s',
    (component) => {
      expect(resolveComponent(component)).toBe(component);
    },
  );

  it.each(['', '/layouts/', '/layouts/Route-View', '/layouts/../x', '../secret', 'System/User', 'a//b', 'a/', '/dashboard', 'a b', 'http://x', 3, null, undefined])(
    'answers fallback for %p',
    (component) => {
      expect(resolveComponent(component)).toBe('fallback');
    },
  );
});

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
    const odd = menuNode({ routeName: 'Odd', routePath: '/odd', actions: [null, { name: 'no code' }, { code: 'ok', name: 'ok' }] as unknown as MenuNode['actions'] });
    expect(collectPermissions([odd])).toEqual(['Odd.ok']);
  });

  it('lists each permission once even when a node is reachable twice', () => {
    const shared = menuNode({ routeName: 'S', routePath: '/s', actions: [{ code: 'q', name: 'q' }] });
    expect(collectPermissions([shared, menuNode({ routeName: 'P', routePath: '/p', children: [shared] })])).toEqual(['S.q']);
  });
});

describe('routesToMenuEntries', () => {
  it('skips hidden routes with their children and keeps name, path, icon, title and children', () => {
    const entries = routesToMenuEntries(buildRoutes(menuTreeFixture));
    expect(entries.map((e) => e.name)).toEqual(['Dashboard', 'System', 'ExternalLink']);
    expect(entries[1]).toEqual({
      name: 'System',
      path: '/system',
      icon: 'cog',
      title: '系统管理',
      children: [
        { name: 'SystemUser', path: '/system/user', icon: 'person', title: '用户管理', children: [] },
        { name: 'SystemRole', path: '/system/role', icon: 'people', title: '角色管理', children: [] },
      ],
    });
  });

  it('keeps an href only when it is http: or https:', () => {
    const link = (href: string) => menuNode({ routeName: href, routePath: '/x', href });
    const entries = routesToMenuEntries(buildRoutes([link('https://ok.example'), link('javascript:alert(1)'), link('//evil.example')]));
    expect(entries.map((e) => e.href)).toEqual(['https://ok.example', undefined, undefined]);
  });

  it('survives a cyclic route list', () => {
    const route: RouteDescriptor = { path: '/r', name: 'R', component: 'r', meta: { title: 'R', hidden: false }, children: [] };
    route.children.push(route);
    expect(routesToMenuEntries([route])).toEqual([{ name: 'R', path: '/r', title: 'R', children: [] }]);
  });
});
