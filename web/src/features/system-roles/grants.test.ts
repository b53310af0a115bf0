import type { Holdings } from '@/features/crud';
import { checkState, grantsFromRole, grantsToRole, indexMenus, setAction, setMenu } from './grants';
import { grantsTreeFixture as tree } from '@/testing/grants-tree-fixture';

const index = indexMenus(tree);
const node = (id: string) => index.get(id)!.node;

describe('role grants', () => {
  it('checking a menu grants its actions, its children and their actions', () => {
    const grants = setMenu({ index }, {}, 'ListPage', true);
    expect(grants).toEqual({ ListPage: [], QueryList: ['query', 'add'], StandardList: ['query'] });
    expect(checkState(node('ListPage'), grants)).toBe('checked');
  });

  it('granting one action grants its menu and ancestors, leaving them partial', () => {
    const grants = setAction({ index }, {}, { menuId: 'QueryList', code: 'query' }, true);
    expect(grants).toEqual({ ListPage: [], QueryList: ['query'] });
    expect(checkState(node('QueryList'), grants)).toBe('indeterminate');
    expect(checkState(node('ListPage'), grants)).toBe('indeterminate');
    expect(checkState(node('StandardList'), grants)).toBe('unchecked');
  });

  it('unchecking a menu takes its subtree and drops ancestors left empty', () => {
    const partial = setAction({ index }, {}, { menuId: 'QueryList', code: 'query' }, true);
    expect(setMenu({ index }, partial, 'QueryList', false)).toEqual({});
    const both = setMenu({ index }, partial, 'StandardList', true);
    expect(setMenu({ index }, both, 'QueryList', false)).toEqual({ ListPage: [], StandardList: ['query'] });
  });

  it('unchecking the last action keeps the menu granted, which stays partial', () => {
    const grants = setAction(
      { index },
      setAction({ index }, {}, { menuId: 'Dashboard', code: 'query' }, true),
      { menuId: 'Dashboard', code: 'query' },
      false,
    );
    expect(grants).toEqual({ Dashboard: [] });
    expect(checkState(node('Dashboard'), grants)).toBe('indeterminate');
  });

  it('keeps actions in the menu order and round-trips a role in tree order', () => {
    const grants = setAction(
      { index },
      setAction({ index }, {}, { menuId: 'Dashboard', code: 'export' }, true),
      { menuId: 'Dashboard', code: 'query' },
      true,
    );
    expect(grants.Dashboard).toEqual(['query', 'export']);
    const role = [
      { menuId: 'QueryList', actions: ['query'] },
      { menuId: 'Gone', actions: ['query'] },
      { menuId: 'ListPage', actions: [] },
    ];
    expect(grantsToRole(index, grantsFromRole(role))).toEqual([
      { menuId: 'ListPage', actions: [] },
      { menuId: 'QueryList', actions: ['query'] },
    ]);
  });

  it('ignores ids that are not in the tree', () => {
    const grants = { Dashboard: ['query'] };
    expect(setMenu({ index }, grants, 'Nope', true)).toBe(grants);
    expect(setAction({ index }, grants, { menuId: 'Nope', code: 'query' }, true)).toBe(grants);
  });

  it('grants only what the holdings reach, and counts a menu checked when all of that is granted', () => {
    const holdings: Holdings = {
      selfId: 'u-x',
      isRoot: false,
      menus: new Map([
        ['ListPage', { actions: [] }],
        ['QueryList', { actions: [{ code: 'query' }] }],
      ]),
    };
    const grants = setMenu({ index, holdings }, {}, 'ListPage', true);
    expect(grants).toEqual({ ListPage: [], QueryList: ['query'] });
    expect(checkState(node('ListPage'), grants, holdings)).toBe('checked');
    expect(checkState(node('ListPage'), grants)).toBe('indeterminate');
    expect(setMenu({ index, holdings }, grants, 'Dashboard', true)).toBe(grants);
    expect(setAction({ index, holdings }, grants, { menuId: 'QueryList', code: 'add' }, true)).toBe(grants);
    expect(setMenu({ index, holdings }, grants, 'ListPage', false)).toEqual({});
  });
});
