/**
 * docs/product-rules.md, Privileges: a new menu is the administrator role's at
 * once, and an open session learns of menu and role changes cheaply (the tree's ETag, asked with
 * `If-None-Match`). Every request here bypasses the UI.
 */
import type { components } from '@shared/contract/schema';
import { createAccount } from './support/accounts';
import { adminRoleId } from './support/built-ins';
import { createRunMenu } from './support/run-menus';
import { as } from './support/system';
import { RUN_PREFIX, bearer, contractTarget } from './support/target';

type MenuNode = components['schemas']['MenuNode'];

const t = contractTarget('menu-freshness.test.ts');
const itWrites = t.itNeeds('admin', 'writes', 'login');

let root = '';
t.beforeAllNeeds(['admin'], async () => {
  root = await t.adminToken();
});

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
/** Creates, as root, a top-level menu of this run with the actions `codes`, bound to nothing. */
const createMenu = (codes = ['query']) =>
  createRunMenu(t, root, 'fresh', { actions: Object.fromEntries(codes.map((code) => [code, []])) });

/** `GET /pub/current/menutree` as `token`, with `If-None-Match` when `tag` is given. */
async function menuTree(token: string, tag?: string) {
  const request = t.api().get('/pub/current/menutree').set('Authorization', bearer(token));
  const res = await (tag === undefined ? request : request.set('If-None-Match', tag));
  return res;
}

describe('a new menu and the administrator role', () => {
  itWrites('is in the tree of root and of every holder of the administrator role at once', async () => {
    const admin = await createAccount(t, root, [await adminRoleId(t, root)]);
    const adminToken = await t.tokenFor(admin);
    const menu = await createMenu();
    for (const token of [root, adminToken]) {
      const node = flatten(t.check(await menuTree(token), 200).body.list).find(
        (entry) => entry.routeName === menu.routeName,
      );
      expect(node?.actions.map((action) => action.code)).toEqual(['query']);
    }
    t.check(await as(t, root).delete(`/menus/${menu.id}`), 200);
  });
});

describe('GET /pub/current/menutree with If-None-Match', () => {
  t.itNeeds('admin')('tags the tree, and answers 304 without a body to its own tag', async () => {
    const first = t.check(await menuTree(root), 200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = t.check(await menuTree(root, tag), 304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(tag);
    // Any other tag, or a list holding it, as HTTP allows.
    t.check(await menuTree(root, 'W/"other"'), 200);
    t.check(await menuTree(root, `W/"other", ${tag}`), 304);
    // A malformed or oversized tag is only a tag that does not match.
    for (const junk of ['', ',,,', '"unterminated', 'W/', 'x'.repeat(4000)]) t.check(await menuTree(root, junk), 200);
  });

  itWrites('answers the new tree to the old tag once a menu write changed it', async () => {
    const tag = t.check(await menuTree(root), 200).headers.etag as string;
    const menu = await createMenu();
    const changed = t.check(await menuTree(root, tag), 200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(flatten(changed.body.list).map((node) => node.routeName)).toContain(menu.routeName);
    t.check(await as(t, root).delete(`/menus/${menu.id}`), 200);
    expect(t.check(await menuTree(root, changed.headers.etag as string), 200).headers.etag).toBe(tag);
  });

  itWrites(
    'answers a new tree when the user’s role or its grants change, and 304 to writes that do not touch it',
    async () => {
      const page = await createMenu(['query', 'export']);
      const role = t.check(
        await as(t, root).post('/roles', {
          name: `${RUN_PREFIX}-fresh-${Date.now().toString(36)}`,
          menus: [{ menuId: page.id, actions: ['query'] }],
        }),
        200,
      ).body as { id: string };
      const account = await createAccount(t, root, [role.id]);
      const token = await t.tokenFor(account);
      const tag = t.check(await menuTree(token), 200).headers.etag as string;

      // Another menu, granted to roles this user lacks: their tree is the same.
      const other = await createMenu();
      t.check(await menuTree(token, tag), 304);

      const grown = {
        name: `${RUN_PREFIX}-grown-${Date.now().toString(36)}`,
        menus: [{ menuId: page.id, actions: ['query', 'export'] }],
      };
      t.check(await as(t, root).put(`/roles/${role.id}`, grown), 200);
      const regranted = t.check(await menuTree(token, tag), 200);
      expect(
        flatten(regranted.body.list)
          .find((node) => node.routeName === page.routeName)
          ?.actions.map((action) => action.code),
      ).toEqual(['query', 'export']);

      t.check(
        await as(t, root).put(`/users/${account.id}`, {
          userName: account.userName,
          realName: 'Contract suite',
          roleIds: [],
        }),
        200,
      );
      const emptied = t.check(await menuTree(token, regranted.headers.etag as string), 200);
      expect(emptied.body.list).toEqual([]);
      t.check(await as(t, root).delete(`/menus/${other.id}`), 200);
    },
  );
});
