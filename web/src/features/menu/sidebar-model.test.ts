import { menuNode, menuTreeFixture } from '../../testing/fixtures';
import { buildRoutes } from './build-routes';
import { activeBranch, displayEntries, routesToMenuEntries } from './sidebar-model';
import type { MenuEntry, RouteDescriptor } from './types';

const entry = (name: string, path: string, children: MenuEntry[] = []): MenuEntry => ({
  name,
  path,
  title: name,
  children,
});

const tree: MenuEntry[] = [
  entry('Dashboard', '/dashboard'),
  entry('System', '/system', [entry('SystemUser', '/system/user'), entry('SystemRole', '/system/role')]),
  entry('Docs', '/docs', [entry('DocsHome', '/docs/home')]),
];

describe('displayEntries', () => {
  it('shows a parent with one child as that child and keeps larger parents', () => {
    const shown = displayEntries(tree);
    expect(shown.map((e) => e.name)).toEqual(['Dashboard', 'System', 'DocsHome']);
    expect(shown[1]?.children.map((e) => e.name)).toEqual(['SystemUser', 'SystemRole']);
  });
});

describe('activeBranch', () => {
  it('names the entries from the root to the current page', () => {
    expect(activeBranch(tree, '/system/role')).toEqual(['System', 'SystemRole']);
  });

  it('matches whole path segments only', () => {
    expect(activeBranch(tree, '/system-other')).toEqual([]);
  });

  it('is empty off the menu', () => {
    expect(activeBranch(tree, '/404')).toEqual([]);
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
    const entries = routesToMenuEntries(
      buildRoutes([link('https://ok.example'), link('javascript:alert(1)'), link('//evil.example')]),
    );
    expect(entries.map((e) => e.href)).toEqual(['https://ok.example', undefined, undefined]);
  });

  it('survives a cyclic route list', () => {
    const route: RouteDescriptor = {
      path: '/r',
      name: 'R',
      component: 'r',
      meta: { title: 'R', hidden: false },
      children: [],
    };
    route.children.push(route);
    expect(routesToMenuEntries([route])).toEqual([{ name: 'R', path: '/r', title: 'R', children: [] }]);
  });
});
