import { mapForest } from './walk-forest';

describe('mapForest', () => {
  type Named = { name: string; children: Named[] };
  const mapNames = (roots: unknown, maxDepth = Infinity) =>
    mapForest<Named>(roots, maxDepth, (node, mapChildren) =>
      typeof node.name === 'string' ? { name: node.name, children: mapChildren(node.children) } : undefined,
    );

  it('maps parents and children in order', () => {
    expect(mapNames([{ name: 'a', children: [{ name: 'a1' }, { name: 'a2' }] }, { name: 'b' }])).toEqual([
      {
        name: 'a',
        children: [
          { name: 'a1', children: [] },
          { name: 'a2', children: [] },
        ],
      },
      { name: 'b', children: [] },
    ]);
  });

  it('stops at maxDepth without overflowing the stack on a chain of 100 000 levels', () => {
    let chain: Record<string, unknown> = { name: 'leaf' };
    for (let i = 0; i < 100_000; i += 1) chain = { name: `n${i}`, children: [chain] };
    let depth = 0;
    for (let level = mapNames([chain], 16); level.length > 0; level = level.flatMap((n) => n.children)) depth += 1;
    expect(depth).toBe(16);
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
