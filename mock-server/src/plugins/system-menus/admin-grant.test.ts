import type { Server } from '@hapi/hapi';
import { testServer } from '../../test-support';
import { auditMenuBody, callAs, recordsOf } from '../../testing/privilege-fixtures';

let server: Server;
let root: string;
let admin: string;

beforeEach(async () => {
  server = await testServer();
  const { store, tokens } = server.app.mock;
  // A second holder of the administrator role, beside root.
  store.users.insert({ ...store.users.get('u-staff')!, id: 'u-admin2', userName: 'admin2', roleIds: ['r-admin'] });
  root = tokens.issue('u-root').accessToken;
  admin = tokens.issue('u-admin2').accessToken;
});

afterEach(() => server.stop());

const send = (token: string, method: string, url: string, payload?: object) =>
  callAs(server, token, method, url, payload);
const QUERY = { code: 'query', name: '查询', resourceIds: ['res-users-list'] };
const EXPORT = { code: 'export', name: '导出', resourceIds: [] };

/** The route names and action codes of `token`'s own menu tree, flat. */
async function ownMenus(token: string): Promise<Map<string, string[]>> {
  type Node = { routeName: string; actions: { code: string }[]; children: Node[] };
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children)]);
  const res = await send(token, 'GET', '/pub/current/menutree');
  return new Map(
    flat(res.json.list as Node[]).map((node) => [node.routeName, node.actions.map((action) => action.code)]),
  );
}

describe('the administrator role and new menus (decisions: sessions and privileges)', () => {
  it('grants a new menu and all its actions to r-admin at once: root and every admin see it', async () => {
    const created = await send(root, 'POST', '/menus', auditMenuBody([QUERY, EXPORT]));
    expect(created.statusCode).toBe(200);
    expect(server.app.mock.store.roles.get('r-admin')!.menus).toContainEqual({
      menuId: created.json.id,
      actionCodes: ['query', 'export'],
    });
    expect((await ownMenus(root)).get('SystemAudit')).toEqual(['query', 'export']);
    expect((await ownMenus(admin)).get('SystemAudit')).toEqual(['query', 'export']);
  });

  it('grants the actions an edit adds to r-admin, where it holds the menu', async () => {
    const created = await send(root, 'POST', '/menus', auditMenuBody([QUERY]));
    expect((await send(root, 'PUT', `/menus/${created.json.id}`, auditMenuBody([QUERY, EXPORT]))).statusCode).toBe(200);
    expect((await ownMenus(admin)).get('SystemAudit')).toEqual(['query', 'export']);
  });

  it('leaves r-admin alone where root took the menu away from it, and grants no other role', async () => {
    const created = await send(root, 'POST', '/menus', auditMenuBody([QUERY]));
    const { store } = server.app.mock;
    const adminRole = store.roles.get('r-admin')!;
    store.roles.update('r-admin', { menus: adminRole.menus.filter((grant) => grant.menuId !== created.json.id) });
    expect((await send(root, 'PUT', `/menus/${created.json.id}`, auditMenuBody([QUERY, EXPORT]))).statusCode).toBe(200);
    expect(store.roles.get('r-admin')!.menus.some((grant) => grant.menuId === created.json.id)).toBe(false);
    expect(store.roles.get('r-staff')!.menus.some((grant) => grant.menuId === created.json.id)).toBe(false);
  });

  it('grants nothing when the create is refused', async () => {
    const before = recordsOf(server);
    const res = await send(root, 'POST', '/menus', auditMenuBody([{ ...QUERY, resourceIds: ['res-none'] }]));
    expect(res.statusCode).toBe(400);
    expect(recordsOf(server)).toEqual(before);
  });
});

describe('deleting a menu the administrator role was given', () => {
  it('is not blocked by that grant, and takes the grant away with the menu', async () => {
    const created = await send(root, 'POST', '/menus', auditMenuBody([QUERY]));
    const removed = await send(root, 'DELETE', `/menus/${created.json.id}`);
    expect(removed.statusCode).toBe(200);
    expect(server.app.mock.store.roles.get('r-admin')!.menus.some((grant) => grant.menuId === created.json.id)).toBe(
      false,
    );
  });

  it('is still refused while another role grants it, naming that role only', async () => {
    const res = await send(root, 'DELETE', '/menus/m-dashboard');
    expect(res.json).toEqual({
      error: { code: 400, reason: 'menu_granted', message: 'menu Dashboard is granted by roles: 普通员工' },
    });
  });
});
