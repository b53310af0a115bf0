import type { MenuEntry } from '@/features/menu';
import { firstLevel, firstPage } from './first-level';

const entry = (name: string, path: string, children: MenuEntry[] = [], href?: string): MenuEntry => ({
  name,
  path,
  title: name,
  children,
  ...(href && { href }),
});

const docs = entry('Docs', '/docs', [], 'https://example.com/docs');
const users = entry('SystemUser', '/system/user');
const roles = entry('SystemRole', '/system/role');
const system = entry('System', '/system', [docs, entry('Nested', '/system/nested', [users]), roles]);
const dashboard = entry('Dashboard', '/dashboard');
const links = entry('Links', '/links', [docs]);

describe('firstPage', () => {
  it('is the first in-app page in menu order, however deep, past external links', () => {
    expect(firstPage(system)).toBe(users);
    expect(firstPage(dashboard)).toBe(dashboard);
    expect(firstPage(links)).toBeUndefined();
  });
});

describe('firstLevel', () => {
  it("makes each group a link to its first page under the group's name, and keeps the rest as they are", () => {
    const { entries, pages } = firstLevel([dashboard, system, links]);
    expect(entries).toEqual([dashboard, { ...system, path: '/system/user', children: [] }, links]);
    expect([...pages]).toEqual([['System', 'SystemUser']]);
  });
});
