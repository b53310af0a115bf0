import type { MenuEntry, RouteDescriptor } from '../../../features/menu/types';
import { activeBranch, displayEntries, findRoutePath } from './menu-tree';

const entry = (name: string, path: string, children: MenuEntry[] = []): MenuEntry => ({ name, path, title: name, children });

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

describe('findRoutePath', () => {
  const route = (name: string, path: string, children: RouteDescriptor[] = []): RouteDescriptor => ({
    name,
    path,
    component: 'x',
    meta: { title: name, hidden: false },
    children,
  });
  const routes = [route('System', '/system', [route('SystemUser', '/system/user')]), route('UserCenter', '/user-page/user-center')];

  it('resolves a nested route name to its path', () => {
    expect(findRoutePath(routes, 'SystemUser')).toBe('/system/user');
    expect(findRoutePath(routes, 'UserCenter')).toBe('/user-page/user-center');
  });

  it('answers undefined for an unknown name', () => {
    expect(findRoutePath(routes, 'Nope')).toBeUndefined();
  });
});
