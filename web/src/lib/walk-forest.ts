/** A plain (non-array) object, the only thing `mapForest` treats as a node. */
export type TreeNode = Record<string, unknown>;

/** Whether `value` is a {@link TreeNode}: an object, not `null`, not an array. */
export function isTreeNode(value: unknown): value is TreeNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Maps a forest of unknown shape (data from the network) in plain recursion, for the passes that
 * run before a paint: no object per node beyond the results. A hostile forest costs time linear
 * in its size: each node object is taken once (a node reachable twice, a cycle), anything but a
 * plain object is skipped, and recursion stops at `maxDepth` levels (roots are level 1).
 * `map` answers a node's result, or `undefined` to leave the node out; it maps a list of the
 * node's children, one level down, with `mapChildren`.
 */
export function mapForest<Out>(
  roots: unknown,
  maxDepth: number,
  map: (node: TreeNode, mapChildren: (list: unknown) => Out[]) => Out | undefined,
): Out[] {
  const seen = new Set<TreeNode>();
  const level = (list: unknown, depth: number): Out[] => {
    const out: Out[] = [];
    if (!Array.isArray(list) || depth > maxDepth) return out;
    for (const node of list as unknown[]) {
      if (!isTreeNode(node) || seen.has(node)) continue;
      seen.add(node);
      const result = map(node, (children) => level(children, depth + 1));
      if (result !== undefined) out.push(result);
    }
    return out;
  };
  return level(roots, 1);
}
