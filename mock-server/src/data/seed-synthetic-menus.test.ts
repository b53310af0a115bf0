import { existsSync } from 'node:fs';
import path from 'node:path';
import { OpenApiValidator } from '../../../tests/contract/support/openapi-validator';
import { contractFile } from '../../../shared/contract-file';
import { readContract } from '../contract/contract-document';
import { operationRulesOf } from '../contract/request-rules';
import { call, loginToken, testServer } from '../test-support';
import { syntheticMenus } from './seed-synthetic-menus';

type Node = { routeName: string; children: Node[] };
const countNodes = (nodes: Node[], keep: (node: Node) => boolean): number =>
  nodes.reduce((sum, node) => sum + (keep(node) ? 1 : 0) + countNodes(node.children, keep), 0);
const isSynthetic = (node: Node) => node.routeName.startsWith('Bulk');

describe('syntheticMenus', () => {
  const menus = syntheticMenus(2_345, 100);

  it('makes exactly the count asked, each one the menu API would accept, names and paths unique', () => {
    expect(menus).toHaveLength(2_345);
    const createMenu = operationRulesOf(readContract(contractFile())).get('post /menus')!.body!;
    for (const { id: _id, ...fields } of menus) expect(() => createMenu(fields)).not.toThrow();
    expect(new Set(menus.map((menu) => menu.routeName)).size).toBe(menus.length);
    expect(new Set(menus.map((menu) => menu.routePath)).size).toBe(menus.length);
  });

  it('nests groups of groups of pages, each parent before its children and holding their paths', () => {
    const byId = new Map(menus.map((menu) => [menu.id, menu]));
    const depth = (id: string | null): number => (id === null ? 0 : 1 + depth(byId.get(id)!.parentId));
    expect(new Set(menus.map((menu) => depth(menu.id)))).toEqual(new Set([1, 2, 3]));
    for (const [i, menu] of menus.entries()) {
      if (menu.parentId === null) continue;
      const parent = byId.get(menu.parentId)!;
      expect(menus.indexOf(parent)).toBeLessThan(i);
      expect(menu.routePath.startsWith(`${parent.routePath}/`)).toBe(true);
      expect(parent.component).toBe('/layouts/RouteView');
    }
    expect(
      menus
        .filter((menu) => menu.parentId === null)
        .map((menu) => menu.sequence)
        .slice(0, 3),
    ).toEqual([100, 110, 120]);
  });

  it('points every page at a page folder the web app has', () => {
    const folders = new Set(
      menus.filter((menu) => !menu.component.startsWith('/layouts/')).map((menu) => menu.component),
    );
    for (const folder of folders)
      expect(existsSync(path.join(__dirname, '../../../web/src/pages', folder, 'index.tsx'))).toBe(true);
  });
});

describe('MOCK_MENU_NODES through the server', () => {
  const contract = new OpenApiValidator();

  it('grants root the synthetic menus after the seeded ones, and staff none', async () => {
    const server = await testServer({ menuNodes: 1_000 });
    try {
      const tree = async (user: string, password: string) => {
        const token = await loginToken(server, user, password);
        const res = await call(server, {
          url: '/api/v1/pub/current/menutree',
          headers: { authorization: `Bearer ${token}` },
        });
        contract.assertResponse('get', '/pub/current/menutree', {
          status: res.statusCode,
          headers: res.headers,
          body: res.json,
        });
        return res.json.list as Node[];
      };
      const root = await tree('root', 'abc-123');
      expect(countNodes(root, isSynthetic)).toBe(1_000);
      expect(root[0]!.routeName).toBe('Dashboard');
      expect(root.at(-1)!.routeName).toMatch(/^Bulk/);
      expect(countNodes(await tree('staff', 'staff-123'), isSynthetic)).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it('seeds none by default', async () => {
    const server = await testServer();
    try {
      expect(server.app.mock.store.menus.all().filter((menu) => menu.routeName.startsWith('Bulk'))).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
