import { menuTitle } from '@/i18n';
import { actions, menuNode, menuTreeFixture } from '@/testing/fixtures';
import type { PermissionCode } from '@/features/permission';
import { menuModel } from './menu-model';
import { sanitizeMenuTree } from './sanitize-tree';
import type { MenuNode } from './types';

// The active language's menu titles (none in zh-CN): a fake table stands in for a loaded one.
jest.mock('@/i18n', () => ({
  ...jest.requireActual<object>('@/i18n'),
  menuTitle: jest.fn((routeName: string, serverName: string) => serverName),
}));

/** The model of `tree` as the store holds it: parsed at the edge first. */
const modelOf = (tree: unknown) => menuModel(sanitizeMenuTree(tree));

const fixture = modelOf(menuTreeFixture);

describe('menuModel: routes', () => {
  const { routes } = fixture;

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
    const titles = modelOf(menuTreeFixture).routes[1]!.children.map((route) => route.meta.title);
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

  it('marks showStatus 2 hidden, keeps an href in meta and a malformed component as the fallback page', () => {
    expect(routes[2]!.meta.hidden).toBe(true);
    expect(routes[2]!.children[0]!.meta.hidden).toBe(true);
    expect(routes[3]!.meta.href).toBe('https://github.com/LyricTian/gin-admin');
    expect(modelOf([menuNode({ routeName: 'Odd', routePath: '/odd', component: '../x' })]).routes[0]!.component).toBe(
      'fallback',
    );
  });

  it('joins a relative routePath to its parent path', () => {
    const [parent] = modelOf([
      menuNode({ routeName: 'P', routePath: '/p', children: [menuNode({ routeName: 'C', routePath: 'c' })] }),
    ]).routes;
    expect(parent!.children[0]!.path).toBe('/p/c');
  });
});

describe('menuModel: routes by name and by path', () => {
  const twice = modelOf([
    menuNode({
      routeName: 'A',
      routePath: '/a',
      children: [
        menuNode({ routeName: 'B', routePath: '/a/b' }),
        menuNode({ routeName: 'X', routePath: '/x' }),
        menuNode({ routeName: 'Upper', routePath: '/a/Up' }),
        menuNode({ routeName: 'Cased', routePath: '/A/cased' }),
      ],
    }),
    menuNode({ id: 'second-b', routeName: 'B', routePath: '/b' }),
    menuNode({ routeName: 'AlsoA', routePath: '/a' }),
  ]);

  it('resolves a nested route name to its route; the first of a name, depth first, wins', () => {
    expect(fixture.routesByName.get('SystemUser')?.path).toBe('/system/user');
    expect(fixture.routesByName.get('Nope')).toBeUndefined();
    expect(twice.routesByName.get('B')?.path).toBe('/a/b');
  });

  it('places each route under its parent when its path lies below it, else at the top, by lower-case path', () => {
    const placed = (path: string) => {
      const found = twice.routesByPath.get(path);
      return found && { name: found.descriptor.name, parent: found.parent?.descriptor.name };
    };
    expect(placed('/a/b')).toEqual({ name: 'B', parent: 'A' });
    expect(placed('/x')).toEqual({ name: 'X', parent: undefined });
    expect(placed('/a/up')).toEqual({ name: 'Upper', parent: 'A' });
    // The router nests a child only under a parent its path starts with, letter for letter.
    expect(placed('/a/cased')).toEqual({ name: 'Cased', parent: undefined });
    expect(placed('/a')).toEqual({ name: 'A', parent: undefined });
    expect(twice.routesByPath.get('/a/Up')).toBeUndefined();
  });
});

describe('menuModel: the sidebar', () => {
  it('leaves out hidden routes with their children and keeps name, path, icon, title and children', () => {
    expect(fixture.sidebar.map((e) => e.name)).toEqual(['Dashboard', 'System', 'ExternalLink']);
    expect(fixture.sidebar[1]).toEqual({
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
    const { sidebar } = modelOf([link('https://ok.example'), link('javascript:alert(1)'), link('//evil.example')]);
    expect(sidebar.map((e) => e.href)).toEqual(['https://ok.example', undefined, undefined]);
  });

  it('shows a parent with one child as that child, with its own children as shown', () => {
    const node = (name: string, children: MenuNode[] = []) =>
      menuNode({ routeName: name, routePath: `/${name.toLowerCase()}`, children });
    const { sidebar } = modelOf([
      node('Lone', [node('LoneChild')]),
      node('Outer', [node('Middle', [node('Inner', [node('Leaf')]), node('Other')])]),
      node('Pair', [node('One'), node('Two', [node('OnlyOfTwo')])]),
    ]);
    const names = (entries: typeof sidebar): unknown[] =>
      entries.map((e) => (e.children.length ? [e.name, names(e.children)] : e.name));
    expect(names(sidebar)).toEqual(['LoneChild', ['Middle', ['Leaf', 'Other']], ['Pair', ['One', 'OnlyOfTwo']]]);
  });
});

describe('menuModel: permissions and menus held', () => {
  it('lists routeName.actionCode for every action at any depth, each once', () => {
    expect(fixture.permissions).toEqual([
      'Dashboard.query',
      'Dashboard.export',
      'SystemUser.query',
      'SystemUser.add',
      'SystemRole.query',
      'UserSet.query',
      'UserSet.edit',
    ] satisfies PermissionCode[]);
    const twice = menuNode({ routeName: 'S', routePath: '/s', actions: actions('q', 'q') });
    expect(modelOf([twice, { ...twice, id: 'again' }]).permissions).toEqual(['S.q']);
  });

  it('holds every menu of the tree by id, hidden ones included, with its actions', () => {
    expect([...fixture.menusById.keys()]).toEqual([
      'm-Dashboard',
      'm-System',
      'm-SystemUser',
      'm-SystemRole',
      'm-UserPage',
      'm-UserSet',
      'm-ExternalLink',
    ]);
    expect(fixture.menusById.get('m-UserSet')?.actions.map((a) => a.code)).toEqual(['query', 'edit']);
  });
});

describe('menuModel: where / leads', () => {
  const page = (routeName: string, routePath: string, extra: Partial<MenuNode> = {}) =>
    menuNode({ routeName, routePath, ...extra });

  it('is the home page when the sidebar shows it', () => {
    expect(fixture.landingPath).toBe('/dashboard');
  });

  it('is else the first page shown, depth first, passing over hidden pages, links and groups', () => {
    const tree = [
      page('Gone', '/gone', { showStatus: 2 }),
      page('Link', '/link', { href: 'https://x.example', children: [page('Under', '/link/under')] }),
      page('Group', '/group', { children: [page('Deep', '/group/deep')] }),
      page('Later', '/later'),
    ];
    expect(modelOf(tree).landingPath).toBe('/group/deep');
  });

  it('is the home page (a 401) when the menu shows no page', () => {
    expect(modelOf([]).landingPath).toBe('/dashboard');
    expect(modelOf([page('Gone', '/gone', { showStatus: 2 })]).landingPath).toBe('/dashboard');
  });
});
