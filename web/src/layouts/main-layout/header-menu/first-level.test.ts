import { menuEntry } from '@/testing/fixtures';
import { firstLevel, firstPage } from './first-level';

const docs = menuEntry('Docs', '文档', '/docs', [], 'https://example.com/docs');
const users = menuEntry('SystemUser', '用户管理', '/system/user');
const roles = menuEntry('SystemRole', '角色管理', '/system/role');
const nested = menuEntry('Nested', '嵌套', '/system/nested', [users]);
const system = menuEntry('System', '系统管理', '/system', [docs, nested, roles]);
const dashboard = menuEntry('Dashboard', '仪表盘', '/dashboard');
const links = menuEntry('Links', '链接', '/links', [docs]);

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
