import { systemMenuNode } from '@/testing/system-menu-node';
import type { MenuNode } from './api';
import {
  findMenu,
  isMenuValid,
  menuToFields,
  newMenuFields,
  parentOptions,
  toMenuParam,
  validateMenu,
} from './menu-form';

const node = (id: string, name: string, parentId: string | null, children: MenuNode[] = []): MenuNode =>
  systemMenuNode(id, name, parentId, [{ code: 'query', name: '查询', resourceIds: ['res-1'] }], children);

const tree = [
  node('Dashboard', '仪表盘', null),
  node('System', '系统管理', null, [node('SystemUser', '用户管理', 'System', [node('Deep', '深层', 'SystemUser')])]),
];

describe('parentOptions', () => {
  it('lists every menu in tree order, indented by depth', () => {
    expect(parentOptions(tree, null).map((option) => option.label)).toEqual([
      '仪表盘',
      '系统管理',
      '\u3000用户管理',
      '\u3000\u3000深层',
    ]);
  });

  it('leaves out the menu itself and its descendants', () => {
    expect(parentOptions(tree, 'SystemUser').map((option) => option.id)).toEqual(['Dashboard', 'System']);
  });
});

describe('findMenu', () => {
  it('finds a menu at any depth', () => {
    expect(findMenu(tree, 'Deep')?.name).toBe('深层');
    expect(findMenu(tree, 'Nope')).toBeUndefined();
  });
});

describe('validateMenu', () => {
  const valid = {
    ...newMenuFields('System'),
    routeName: 'SystemAudit',
    routePath: '/system/audit',
    component: 'system/audit',
    name: '审计日志',
    icon: 'history',
  };

  it('accepts a new menu with the default actions', () => {
    expect(isMenuValid(validateMenu(valid))).toBe(true);
  });

  it('checks each field against the contract', () => {
    const errors = validateMenu({
      ...valid,
      routeName: 'systemAudit',
      routePath: 'system/audit',
      component: '/layouts/routeView',
      name: ' ',
      icon: 'Bad Icon',
      sequence: '-1',
      href: 'ftp://x',
    });
    expect(
      Object.keys(errors)
        .filter((key) => errors[key as keyof typeof errors] !== undefined)
        .sort(),
    ).toEqual(['component', 'href', 'icon', 'name', 'routeName', 'routePath', 'sequence'].sort());
  });

  it('asks for a menu name and action names that show something', () => {
    const errors = validateMenu({
      ...valid,
      name: '\u3164',
      actions: [{ code: 'query', name: '\u200b', resourceIds: [] }],
    });
    expect({ name: errors.name, action: errors.actions?.[0]?.name }).toEqual({
      name: '请输入菜单名称',
      action: '请输入名称',
    });
  });

  it("takes only Blueprint's icon names, as the server does", () => {
    expect(validateMenu({ ...valid, icon: ' flow-branch ' }).icon).toBeUndefined();
    for (const icon of ['not-an-icon', 'Dashboard', 'dash board'])
      expect({ icon, error: validateMenu({ ...valid, icon }).icon }).toEqual({
        icon,
        error: '不是 Blueprint 的图标名',
      });
    expect(validateMenu({ ...valid, icon: '' }).icon).toBe('请输入图标');
  });

  it('takes the links the server takes, and only those', () => {
    expect(validateMenu({ ...valid, href: 'https://example.com/docs?q=1#top' }).href).toBeUndefined();
    for (const href of ['https://example.com/%zz', 'https://exa_mple.com', 'http://x/a#b#c'])
      expect({ href, error: validateMenu({ ...valid, href }).href }).toEqual({ href, error: expect.any(String) });
  });

  it('wants action codes well formed and unique, and a name for each', () => {
    const errors = validateMenu({
      ...valid,
      actions: [
        ...valid.actions,
        { code: 'query', name: '', resourceIds: [] },
        { code: 'Bad', name: 'x', resourceIds: [] },
      ],
    });
    expect(errors.actions?.slice(4)).toEqual([
      { code: '编码重复', name: '请输入名称' },
      { code: '小写字母开头，只含字母和数字', name: undefined },
    ]);
    expect(isMenuValid(errors)).toBe(false);
  });
});

describe('toMenuParam', () => {
  it('sends null for a top-level parent, numbers for numbers, and no empty link', () => {
    const param = toMenuParam({ ...menuToFields(tree[0]!), sequence: '7' });
    expect(param).toEqual({
      parentId: null,
      routeName: 'Dashboard',
      routePath: '/dashboard',
      component: 'dashboard',
      name: '仪表盘',
      icon: 'dot',
      showStatus: 1,
      sequence: 7,
      actions: [{ code: 'query', name: '查询', resourceIds: ['res-1'] }],
    });
  });
});
