import { menuNode } from '../../testing/fixtures';
import { holdingsOf, holdsAction, holdsGrants, holdsMenu } from './holdings';

const tree = [
  menuNode({
    routeName: 'System',
    routePath: '/system',
    children: [menuNode({ routeName: 'SystemUser', routePath: '/system/user', actions: [{ code: 'query', name: '查询' }] })],
  }),
];

describe('holdingsOf', () => {
  it('holds the menus and actions of the menu tree, at any depth, and nothing else', () => {
    const holdings = holdingsOf('u-editor', tree);
    expect(holdings.isRoot).toBe(false);
    expect([holdsMenu(holdings, 'm-System'), holdsMenu(holdings, 'm-SystemUser'), holdsMenu(holdings, 'm-Dashboard')]).toEqual([true, true, false]);
    expect([holdsAction(holdings, 'm-SystemUser', 'query'), holdsAction(holdings, 'm-SystemUser', 'edit')]).toEqual([true, false]);
    expect(holdsGrants(holdings, [{ menuId: 'm-System', actions: [] }, { menuId: 'm-SystemUser', actions: ['query'] }])).toBe(true);
    expect(holdsGrants(holdings, [{ menuId: 'm-SystemUser', actions: ['query', 'edit'] }])).toBe(false);
  });

  it('gives root everything, whatever its tree', () => {
    const holdings = holdingsOf('u-root', []);
    expect(holdings.isRoot).toBe(true);
    expect(holdsGrants(holdings, [{ menuId: 'm-anything', actions: ['delete'] }])).toBe(true);
  });
});
