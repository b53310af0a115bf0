import { menuNode } from '@/testing/fixtures';
import { menuModel } from '@/features/menu';
import { holdingsOf, holdsAction, holdsGrants, holdsMenu } from './holdings';

const { menusById } = menuModel([
  menuNode({
    routeName: 'System',
    routePath: '/system',
    children: [
      menuNode({ routeName: 'SystemUser', routePath: '/system/user', actions: [{ code: 'query', name: '查询' }] }),
    ],
  }),
]);

describe('holdingsOf', () => {
  it('holds the menus and actions of the menu tree, at any depth, and nothing else', () => {
    const holdings = holdingsOf({ userId: 'u-editor', builtIn: false }, menusById);
    expect(holdings.isRoot).toBe(false);
    expect([
      holdsMenu(holdings, 'm-System'),
      holdsMenu(holdings, 'm-SystemUser'),
      holdsMenu(holdings, 'm-Dashboard'),
    ]).toEqual([true, true, false]);
    expect([holdsAction(holdings, 'm-SystemUser', 'query'), holdsAction(holdings, 'm-SystemUser', 'edit')]).toEqual([
      true,
      false,
    ]);
    expect(
      holdsGrants(holdings, [
        { menuId: 'm-System', actions: [] },
        { menuId: 'm-SystemUser', actions: ['query'] },
      ]),
    ).toBe(true);
    expect(holdsGrants(holdings, [{ menuId: 'm-SystemUser', actions: ['query', 'edit'] }])).toBe(false);
  });

  it('gives the built-in root account everything, whatever its tree and id', () => {
    const holdings = holdingsOf({ userId: 'u-chief', builtIn: true }, new Map());
    expect(holdings).toMatchObject({ selfId: 'u-chief', isRoot: true });
    expect(holdsGrants(holdings, [{ menuId: 'm-anything', actions: ['delete'] }])).toBe(true);
  });

  it('holds nothing beyond the tree for a user without the flag, and nothing at all before the user loads', () => {
    expect(holdingsOf({ userId: 'u-chief', builtIn: false }, new Map()).isRoot).toBe(false);
    expect(holdingsOf(null, menusById)).toMatchObject({ selfId: null, isRoot: false });
  });
});
