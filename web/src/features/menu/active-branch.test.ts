import { activeBranch } from './active-branch';
import type { MenuEntry } from './types';

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
