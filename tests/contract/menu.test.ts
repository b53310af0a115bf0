import type { components } from '@shared/contract/schema';
import { limitedAccount } from './support/limited';
import { ROOT, bearer, contractTarget } from './support/target';

type MenuNode = components['schemas']['MenuNode'];

const t = contractTarget('menu.test.ts');

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

async function treeOf(token: string): Promise<MenuNode[]> {
  return t.check(await t.api().get('/pub/current/menutree').set('Authorization', bearer(token)), 200).body.list;
}

describe('GET /pub/current/menutree', () => {
  t.itNeeds('admin')(
    'answers a tree ordered by sequence at every level, with unique route names and absolute paths',
    async () => {
      const tree = await treeOf(await t.adminToken());
      const levels = [tree, ...flatten(tree).map((node) => node.children)];
      for (const level of levels) {
        const sequences = level.map((node) => node.sequence);
        expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      }
      const all = flatten(tree);
      expect(new Set(all.map((node) => node.routeName)).size).toBe(all.length);
      all.forEach((node) => expect(node.routePath).toMatch(/^\//));
    },
  );

  t.itNeeds('login', 'limited')('answers the limited account a part of the tree and of the actions', async () => {
    const rootToken = await t.tokenFor(ROOT);
    const limited = flatten(await treeOf(await t.tokenFor(await limitedAccount(t, rootToken))));
    const root = new Map(flatten(await treeOf(rootToken)).map((node) => [node.routeName, node]));
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.length).toBeLessThan(root.size);
    for (const node of limited) {
      const full = root.get(node.routeName);
      expect(full).toBeDefined();
      const codes = full!.actions.map((a) => a.code);
      node.actions.forEach((action) => expect(codes).toContain(action.code));
    }
    const actionCount = (nodes: MenuNode[]) => nodes.reduce((n, node) => n + node.actions.length, 0);
    expect(actionCount(limited)).toBeLessThan(actionCount([...root.values()]));
  });

  it('answers 401 (code 9999) without a token', async () => {
    expect(t.check(await t.api().get('/pub/current/menutree'), 401).body.error.code).toBe(9999);
  });
});
