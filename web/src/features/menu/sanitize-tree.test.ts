import { menuNode, menuTreeFixture } from '@/testing/fixtures';
import { MAX_ROUTE_DEPTH } from './menu-patterns';
import { sanitizeMenuTree } from './sanitize-tree';
import type { MenuNode, MenuTree } from './types';

describe('sanitizeMenuTree', () => {
  it('copies a well-formed tree unchanged', () => {
    const copy = sanitizeMenuTree(menuTreeFixture);
    expect(copy).toEqual(menuTreeFixture);
    expect(copy[0]).not.toBe(menuTreeFixture[0]);
  });

  it('drops malformed nodes and fills missing fields', () => {
    const tree = [
      null,
      { routeName: 'R', routePath: '/r', showStatus: 9, actions: [{ code: 'q' }, 'junk'] },
      { routeName: 'NoPath' },
    ];
    expect(sanitizeMenuTree(tree)).toEqual([
      {
        id: 'R',
        routeName: 'R',
        routePath: '/r',
        component: '',
        name: 'R',
        icon: 'blank',
        showStatus: 1,
        sequence: 0,
        actions: [{ code: 'q', name: 'q' }],
        children: [],
      },
    ]);
    const unknownIcon = { ...menuNode({ routeName: 'I', routePath: '/i' }), icon: 'no-such-icon' };
    expect(
      sanitizeMenuTree([
        { routeName: '', routePath: '/empty' },
        { routeName: 'E', routePath: '' },
      ]),
    ).toEqual([]);
    const blank = { ...menuNode({ routeName: 'B', routePath: '/b' }), id: '', name: '', href: '' };
    expect(sanitizeMenuTree([blank])[0]).toMatchObject({ id: 'B', name: 'B' });
    expect(sanitizeMenuTree([blank])[0]).not.toHaveProperty('href');
    expect(sanitizeMenuTree([unknownIcon])[0]?.icon).toBe('blank');
    expect(sanitizeMenuTree({ list: [] })).toEqual([]);
  });

  it('breaks cycles and caps the depth, so the store can freeze the result', () => {
    const a = menuNode({ routeName: 'A', routePath: '/a' });
    a.children.push(a);
    expect(sanitizeMenuTree([a])).toEqual([{ ...a, children: [] }]);

    let deep: MenuNode = menuNode({ routeName: 'Leaf', routePath: '/leaf' });
    for (let i = 0; i < 50_000; i += 1) deep = menuNode({ routeName: `N${i}`, routePath: `/n${i}`, children: [deep] });
    let depth = 0;
    for (let level = sanitizeMenuTree([deep]); level.length > 0; level = level.flatMap((n) => n.children)) depth += 1;
    expect(depth).toBe(MAX_ROUTE_DEPTH);
  });

  it('answers a tree frozen throughout, so the store takes it without walking it again', () => {
    const copy = sanitizeMenuTree(menuTreeFixture);
    const unfrozen: unknown[] = [];
    const check = (nodes: MenuTree) => {
      if (!Object.isFrozen(nodes)) unfrozen.push(nodes);
      for (const node of nodes) {
        for (const part of [node, node.actions, ...node.actions]) if (!Object.isFrozen(part)) unfrozen.push(part);
        check(node.children);
      }
    };
    check(copy);
    expect(copy.some((node) => node.children.some((child) => child.actions.length > 0))).toBe(true);
    expect(unfrozen).toEqual([]);
  });
});
