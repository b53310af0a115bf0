import { type TreeNode, mapForest, textField, walkForest } from './walk-forest';

const names = (roots: unknown, maxDepth?: number): string[] => {
  const seen: string[] = [];
  walkForest<true>(
    roots,
    (node: TreeNode) => {
      seen.push(String(node.name));
      return true;
    },
    { maxDepth },
  );
  return seen;
};

describe('walkForest', () => {
  it('visits parents before children and siblings in order', () => {
    const tree = [
      { name: 'a', children: [{ name: 'a1' }, { name: 'a2', children: [{ name: 'a2x' }] }] },
      { name: 'b' },
    ];
    expect(names(tree)).toEqual(['a', 'a1', 'a2', 'a2x', 'b']);
  });

  it('visits a node object reachable twice only once, so a cycle ends', () => {
    const a: TreeNode = { name: 'a', children: [] };
    const b: TreeNode = { name: 'b', children: [a] };
    (a.children as TreeNode[]).push(b, a);
    expect(names([a, b])).toEqual(['a', 'b']);
  });

  it('skips entries that are not objects and children that are not arrays', () => {
    expect(names([null, 3, 'x', [], { name: 'ok', children: 'nope' }])).toEqual(['ok']);
    expect(names('not a forest')).toEqual([]);
  });

  it('stops at maxDepth', () => {
    const tree = [{ name: '1', children: [{ name: '2', children: [{ name: '3' }] }] }];
    expect(names(tree, 2)).toEqual(['1', '2']);
  });

  it('walks 100 000 levels without overflowing the stack', () => {
    let deepest: TreeNode = { name: 'leaf', children: [] };
    for (let i = 0; i < 100_000; i += 1) deepest = { name: String(i), children: [deepest] };
    const visited = names([deepest]);
    expect(visited).toHaveLength(100_001);
    expect(visited.at(-1)).toBe('leaf');
  });

  it('lets the visitor skip a subtree', () => {
    const seen: string[] = [];
    walkForest<true>([{ name: 'skip', children: [{ name: 'inner' }] }, { name: 'next' }], (node) => {
      seen.push(String(node.name));
      return node.name === 'skip' ? undefined : true;
    });
    expect(seen).toEqual(['skip', 'next']);
  });
});

describe('textField', () => {
  it('reads a non-empty string and nothing else', () => {
    const node: TreeNode = { name: 'a', empty: '', number: 3, object: {} };
    expect(textField(node, 'name')).toBe('a');
    for (const key of ['empty', 'number', 'object', 'missing']) expect(textField(node, key)).toBeUndefined();
  });
});

describe('mapForest', () => {
  type Named = { name: string; parent?: string; children: Named[] };
  const mapNames = (roots: unknown, maxDepth = Infinity) =>
    mapForest<Named>(roots, maxDepth, (node, parent, mapChildren) => {
      if (typeof node.name !== 'string') return undefined;
      const named: Named = { name: node.name, children: [] };
      if (parent) named.parent = parent.name;
      named.children = mapChildren(node.children, named);
      return named;
    });

  it('maps parents and children in order, each under the result it hangs from', () => {
    expect(mapNames([{ name: 'a', children: [{ name: 'a1' }, { name: 'a2' }] }, { name: 'b' }])).toEqual([
      {
        name: 'a',
        children: [
          { name: 'a1', parent: 'a', children: [] },
          { name: 'a2', parent: 'a', children: [] },
        ],
      },
      { name: 'b', children: [] },
    ]);
  });

  it('takes each object once, skips what is not a plain object, leaves out what map refuses, and stops at maxDepth', () => {
    const shared: Record<string, unknown> = { name: 'shared' };
    const cycle: Record<string, unknown> = { name: 'cycle' };
    cycle.children = [cycle, shared];
    const roots = [
      cycle,
      shared,
      null,
      7,
      ['x'],
      { other: 1, children: [{ name: 'orphan' }] },
      { name: 'deep', children: [{ name: 'too deep' }] },
    ];
    expect(mapNames(roots, 1).map((n) => [n.name, n.children.length])).toEqual([
      ['cycle', 0],
      ['shared', 0],
      ['deep', 0],
    ]);
    expect(mapNames(roots).map((n) => n.name)).toEqual(['cycle', 'deep']);
    expect(mapNames(roots)[0]!.children.map((n) => n.name)).toEqual(['shared']);
  });
});
