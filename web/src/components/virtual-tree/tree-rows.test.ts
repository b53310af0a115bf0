import { treeKeyAction } from './tree-keys';
import { allBranches, openWithin, visibleRows } from './tree-rows';

interface Item {
  id: string;
  children: Item[];
}

const item = (id: string, children: Item[] = []): Item => ({ id, children });
// a ─ a1 ─ a1x
//   └ a2
// b
const tree = [item('a', [item('a1', [item('a1x')]), item('a2')]), item('b')];

/** `sizes[d]` children under every item of level d: `[3, 4]` is 3 roots of 4 leaves each. */
function wide(sizes: number[], prefix = ''): Item[] {
  const [count = 0, ...rest] = sizes;
  return Array.from({ length: count }, (_, i) => item(`${prefix}${i}`, wide(rest, `${prefix}${i}.`)));
}

describe('visibleRows', () => {
  it('shows the children of open branches only, in display order, with level and place among siblings', () => {
    const rows = visibleRows(tree, new Set(['a']));
    expect(rows.map((row) => [row.item.id, row.depth, row.parentId, row.posInSet, row.setSize])).toEqual([
      ['a', 0, null, 1, 2],
      ['a1', 1, 'a', 1, 2],
      ['a2', 1, 'a', 2, 2],
      ['b', 0, null, 2, 2],
    ]);
  });

  it('hides the open branches under a closed one', () => {
    expect(visibleRows(tree, new Set(['a1'])).map((row) => row.item.id)).toEqual(['a', 'b']);
  });

  it('walks a chain far deeper than the call stack allows', () => {
    let chain = item('n0');
    for (let i = 1; i < 100_000; i += 1) chain = item(`n${i}`, [chain]);
    expect(visibleRows([chain], allBranches([chain]))).toHaveLength(100_000);
  });
});

describe('openWithin', () => {
  it('opens a small tree whole', () => {
    expect(openWithin(tree, 100)).toEqual(new Set(['a', 'a1']));
  });

  it('opens whole levels top down while the rows fit, and none of a level that would not', () => {
    // 20 roots, 180 children, 1 800 grandchildren: the roots alone fit in 100 rows.
    expect(openWithin(wide([20, 9, 10]), 100)).toEqual(new Set());
    // 3 roots + 12 children fit in 20 rows; their 60 grandchildren do not.
    expect(openWithin(wide([3, 4, 5]), 20)).toEqual(new Set(['0', '1', '2']));
  });
});

describe('treeKeyAction', () => {
  const open = new Set(['a']);
  const rows = visibleRows(tree, open);
  const at = (id: string) => rows.findIndex((row) => row.item.id === id);

  it('moves with the arrows, Home and End, and stays inside the rows', () => {
    expect(treeKeyAction('ArrowDown', rows, at('a'), open)).toEqual({ move: at('a1') });
    expect(treeKeyAction('ArrowDown', rows, at('b'), open)).toEqual({ move: at('b') });
    expect(treeKeyAction('ArrowUp', rows, at('a'), open)).toEqual({ move: at('a') });
    expect(treeKeyAction('End', rows, at('a'), open)).toEqual({ move: at('b') });
    expect(treeKeyAction('Home', rows, at('b'), open)).toEqual({ move: at('a') });
  });

  it('opens a closed branch with →, enters an open one, and does nothing on a leaf', () => {
    expect(treeKeyAction('ArrowRight', rows, at('a1'), open)).toEqual({ toggle: 'a1', open: true });
    expect(treeKeyAction('ArrowRight', rows, at('a'), open)).toEqual({ move: at('a1') });
    expect(treeKeyAction('ArrowRight', rows, at('b'), open)).toBeNull();
  });

  it('closes an open branch with ←, else goes to the parent, and does nothing on a closed root', () => {
    expect(treeKeyAction('ArrowLeft', rows, at('a'), open)).toEqual({ toggle: 'a', open: false });
    expect(treeKeyAction('ArrowLeft', rows, at('a2'), open)).toEqual({ move: at('a') });
    expect(treeKeyAction('ArrowLeft', rows, at('b'), open)).toBeNull();
  });

  it('selects with Enter and Space and leaves other keys to the browser', () => {
    expect(treeKeyAction('Enter', rows, at('a2'), open)).toEqual({ select: true });
    expect(treeKeyAction(' ', rows, at('a2'), open)).toEqual({ select: true });
    expect(treeKeyAction('Tab', rows, at('a2'), open)).toBeNull();
  });
});
