/** Options of `walkForest`. */
export interface WalkOptions {
  /** The property holding a node's children. @default 'children' */
  childrenKey?: string;
  /** Nodes deeper than this many levels are not visited (roots are level 1). @default Infinity */
  maxDepth?: number;
}

/**
 * A plain (non-array) object, the only thing `walkForest` treats as a node.
 */
export type TreeNode = Record<string, unknown>;

/** Whether `value` is a {@link TreeNode}: an object, not `null`, not an array. */
export function isTreeNode(value: unknown): value is TreeNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Visits each node object of a forest once: parents before their children, siblings in order.
 * It iterates with an explicit stack and remembers what it visited, so a hostile tree (the same
 * object reachable twice, a cycle, 100 000 levels, children that are not arrays, entries that are
 * not objects) costs time linear in its size and never overflows the call stack.
 *
 * `visit` answers the context handed to the node's children, or `undefined` to skip its subtree.
 */
export function walkForest<Context>(
  roots: unknown,
  visit: (node: TreeNode, parent: Context | undefined, depth: number) => Context | undefined,
  { childrenKey = 'children', maxDepth = Infinity }: WalkOptions = {},
): void {
  const seen = new Set<TreeNode>();
  const stack: { node: unknown; parent: Context | undefined; depth: number }[] = [];
  const pushChildren = (list: unknown, parent: Context | undefined, depth: number): void => {
    if (!Array.isArray(list) || depth > maxDepth) return;
    // Reversed, so that popping visits siblings in their order.
    for (let i = list.length - 1; i >= 0; i -= 1) stack.push({ node: list[i], parent, depth });
  };
  pushChildren(roots, undefined, 1);
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node, parent, depth } = item;
    if (!isTreeNode(node) || seen.has(node)) continue;
    seen.add(node);
    const context = visit(node, parent, depth);
    if (context !== undefined) pushChildren(node[childrenKey], context, depth + 1);
  }
}

/** `node[key]` when it is a non-empty string: how a walk reads a field of an untrusted node. */
export function textField(node: TreeNode, key: string): string | undefined {
  const value = node[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Maps a forest of unknown shape in plain recursion, for the passes that run before a paint: no
 * object per node beyond the results. Like {@link walkForest}, each node object is taken once and
 * anything but a plain object is skipped; recursion is safe because it stops at `maxDepth` levels.
 * `map` answers a node's result, or `undefined` to leave the node out; it maps a list of the node's
 * children, one level down, with `mapChildren`, naming the result they hang under as their `parent`.
 */
export function mapForest<Out>(
  roots: unknown,
  maxDepth: number,
  map: (
    node: TreeNode,
    parent: Out | undefined,
    mapChildren: (list: unknown, parent?: Out) => Out[],
  ) => Out | undefined,
): Out[] {
  const seen = new Set<TreeNode>();
  const level = (list: unknown, depth: number, parent: Out | undefined): Out[] => {
    const out: Out[] = [];
    if (!Array.isArray(list) || depth > maxDepth) return out;
    for (const node of list as unknown[]) {
      if (!isTreeNode(node) || seen.has(node)) continue;
      seen.add(node);
      const result = map(node, parent, (children, under) => level(children, depth + 1, under));
      if (result !== undefined) out.push(result);
    }
    return out;
  };
  return level(roots, 1, undefined);
}
