import type { components } from '@shared/contract/schema';
import { callsOf, everyResource } from './support/resources';
import { RUN_PREFIX, contractTarget, ghostName } from './support/target';
import { as, errorOf, expectGuarded, recordCalls } from './support/system';
import { signInRootAndLimited } from './support/signed-in';

const t = contractTarget('system-menus.test.ts');

type Menu = components['schemas']['SystemMenu'];
type Node = components['schemas']['SystemMenuNode'];

const { signedIn, itReads, itWrites, itLimited } = signInRootAndLimited(t);
let serial = 0;

/** A menu param with a routeName and routePath no other test uses; its route path carries the run prefix (the CLI deletes by it). */
const newMenu = (overrides: object = {}) => {
  serial += 1;
  const suffix = `${Date.now().toString(36)}${serial}`;
  return {
    parentId: null,
    routeName: `SystemAudit${suffix}`,
    routePath: `/system/${RUN_PREFIX}-audit-${suffix}`,
    component: 'system/audit',
    name: '审计日志',
    icon: 'history',
    showStatus: 1,
    sequence: 50,
    actions: [{ code: 'query', name: '查询', resourceIds: [] }],
    ...overrides,
  };
};
const create = async (overrides: object = {}) =>
  t.check(await as(t, signedIn.root).post('/menus', newMenu(overrides)), 200).body as Menu;
const tree = async (query: Record<string, string> = {}, token = signedIn.root) =>
  (t.check(await as(t, token).get('/menus', query), 200).body as { list: Node[] }).list;
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe('GET /menus', () => {
  itReads('answers every menu as a tree by sequence, with all actions and their resources', async () => {
    const list = await tree();
    const all = flatten(list);
    const levels = [list, ...all.map((node) => node.children)];
    for (const level of levels)
      expect(level.map((node) => node.sequence)).toEqual(level.map((node) => node.sequence).sort((a, b) => a - b));
    for (const node of all) for (const child of node.children) expect(child.parentId).toBe(node.id);
    expect(list.every((node) => node.parentId === null)).toBe(true);
    // Every binding names a resource of the target, and the resource list's holders are in the tree.
    const resources = await everyResource(t, signedIn.root);
    const known = new Set(resources.map((resource) => resource.id));
    for (const node of all)
      for (const action of node.actions)
        expect({
          menu: node.routeName,
          action: action.code,
          unknown: action.resourceIds.filter((id) => !known.has(id)),
        }).toEqual({
          menu: node.routeName,
          action: action.code,
          unknown: [],
        });
    const users = callsOf(resources).resourceOf('GET /users');
    expect(users.actions.length).toBeGreaterThan(0);
    for (const holder of users.actions) {
      const action = all
        .find((node) => node.id === holder.menuId && node.routeName === holder.routeName)
        ?.actions.find((a) => a.code === holder.code);
      expect({ holder, resourceIds: action?.resourceIds }).toEqual({
        holder,
        resourceIds: expect.arrayContaining([users.id]),
      });
    }
  });

  itReads('keeps only matches and their ancestors with queryValue', async () => {
    // The deepest menu of the target, asked for by its route name in another case.
    const chains = (nodes: Node[], above: Node[] = []): Node[][] =>
      nodes.flatMap((node) => [[...above, node], ...chains(node.children, [...above, node])]);
    const chain = chains(await tree()).sort((a, b) => b.length - a.length)[0]!;
    const wanted = chain.at(-1)!.routeName.toLowerCase();
    const list = await tree({ queryValue: wanted.toUpperCase() });
    let level = list;
    for (const node of chain) {
      expect({ kept: level.map((entry) => entry.id) }).toEqual({ kept: expect.arrayContaining([node.id]) });
      level = level.find((entry) => entry.id === node.id)!.children;
    }
    // Every node kept matches, or has a descendant that does.
    const matches = (node: Node): boolean =>
      `${node.name} ${node.routeName} ${node.routePath}`.toLowerCase().includes(wanted) || node.children.some(matches);
    for (const node of flatten(list))
      expect({ node: node.routeName, kept: matches(node) }).toEqual({ node: node.routeName, kept: true });
    expect(await tree({ queryValue: `${RUN_PREFIX}-nothing-matches-this` })).toEqual([]);
    expect(errorOf(t.check(await as(t, signedIn.root).get('/menus', { tree: 1 }), 400)).message).toContain('tree');
  });
});

describe('POST, GET, PUT, DELETE /menus', () => {
  itWrites('creates a menu that shows in the tree, reads, edits and deletes it', async () => {
    const parent = await create();
    const usersList = callsOf(await everyResource(t, signedIn.root)).resourceOf('GET /users').id;
    const param = {
      ...newMenu({ parentId: parent.id, actions: [{ code: 'query', name: '查询', resourceIds: [usersList] }] }),
      href: 'https://example.com/audit',
    };
    const created = t.check(await as(t, signedIn.root).post('/menus', param), 200).body as Menu;
    expect(created).toEqual({ ...param, id: expect.any(String) });
    expect(t.check(await as(t, signedIn.root).get(`/menus/${created.id}`), 200).body).toEqual(created);
    const shown = (await tree()).find((node) => node.id === parent.id)!;
    expect(shown.children.find((node) => node.id === created.id)).toEqual({ ...created, children: [] });

    const { href: _href, ...withoutHref } = param;
    const edited = t.check(
      await as(t, signedIn.root).put(`/menus/${created.id}`, { ...withoutHref, parentId: null, name: '审计' }),
      200,
    ).body as Menu;
    expect(edited).toEqual({ ...withoutHref, id: created.id, parentId: null, name: '审计' });
    expect((await tree()).map((node) => node.id)).toContain(created.id);

    t.check(await as(t, signedIn.root).delete(`/menus/${created.id}`), 200);
    t.check(await as(t, signedIn.root).get(`/menus/${created.id}`), 404);
    t.check(await as(t, signedIn.root).delete(`/menus/${created.id}`), 404);
  });

  itReads('refuses a taken routeName or routePath, an unknown parent or resource, repeated action codes', async () => {
    const existing = flatten(await tree())[0]!;
    const routeName = existing.routeName.toUpperCase();
    expect(errorOf(t.check(await as(t, signedIn.root).post('/menus', newMenu({ routeName })), 400))).toMatchObject({
      reason: 'duplicate_route_name',
      message: `routeName "${routeName}" is already taken`,
    });
    const { routePath } = existing;
    expect(errorOf(t.check(await as(t, signedIn.root).post('/menus', newMenu({ routePath })), 400))).toMatchObject({
      reason: 'duplicate_route_path',
      message: `routePath "${routePath}" is already taken`,
    });
    expect(
      errorOf(t.check(await as(t, signedIn.root).post('/menus', newMenu({ parentId: 'm-gone' })), 400)),
    ).toMatchObject({
      reason: 'unknown_parent',
      message: 'parent menu m-gone does not exist',
    });
    const ghostResource = newMenu({ actions: [{ code: 'query', name: '查询', resourceIds: ['res-gone'] }] });
    expect(errorOf(t.check(await as(t, signedIn.root).post('/menus', ghostResource), 400))).toMatchObject({
      reason: 'unknown_resource',
      message: 'resource res-gone of action "query" does not exist',
    });
    const twice = newMenu({
      actions: [
        { code: 'query', name: 'a', resourceIds: [] },
        { code: 'query', name: 'b', resourceIds: [] },
      ],
    });
    expect(errorOf(t.check(await as(t, signedIn.root).post('/menus', twice), 400)).message).toContain(
      'repeats an action code',
    );
  });

  itReads.each(['not-an-icon', 'Dashboard', 'dashboard ', ''])(
    'refuses the icon %j, which Blueprint does not have, with unknown_icon',
    async (icon) => {
      const res = t.check(await as(t, signedIn.root).post('/menus', newMenu({ icon })), 400);
      expect(errorOf(res)).toMatchObject({
        code: 400,
        reason: 'unknown_icon',
        message: expect.stringContaining('icon'),
      });
    },
  );

  itWrites('refuses an unknown icon on an edit and keeps the menu as it was', async () => {
    const menu = await create();
    const { id: _id, ...param } = menu;
    expect(
      errorOf(t.check(await as(t, signedIn.root).put(`/menus/${menu.id}`, { ...param, icon: 'no-such-icon' }), 400)),
    ).toMatchObject({
      reason: 'unknown_icon',
    });
    expect(t.check(await as(t, signedIn.root).get(`/menus/${menu.id}`), 200).body).toEqual(menu);
    t.check(await as(t, signedIn.root).delete(`/menus/${menu.id}`), 200);
  });

  itReads.each([
    [{ routeName: 'lowercase' }, 'routeName'],
    [{ routePath: 'relative/path' }, 'routePath'],
    [{ component: '../../etc' }, 'component'],
    [{ showStatus: 3 }, 'showStatus'],
    [{ href: 'javascript:alert(1)' }, 'href'],
    [{ parentId: undefined }, 'parentId'],
    [{ actions: [{ code: 'query', name: '查询' }] }, 'resourceIds'],
    [{ children: [] }, 'children'],
    [{ icon: 'a'.repeat(65) }, 'icon'],
    [{ icon: 7 }, 'icon'],
  ])('answers 400 naming the field for %j', async (overrides, name) => {
    expect(errorOf(t.check(await as(t, signedIn.root).post('/menus', newMenu(overrides)), 400)).message).toContain(
      name,
    );
  });

  itWrites('refuses to make a menu its own ancestor', async () => {
    const parent = await create();
    const child = await create({ parentId: parent.id });
    const grandchild = await create({ parentId: child.id });
    const { id: _id, ...parentParam } = parent;
    for (const loop of [parent.id, grandchild.id]) {
      const res = t.check(
        await as(t, signedIn.root).put(`/menus/${parent.id}`, { ...parentParam, parentId: loop }),
        400,
      );
      expect(errorOf(res)).toMatchObject({
        reason: 'menu_cycle',
        message: expect.stringContaining('its own ancestor'),
      });
    }
    expect((t.check(await as(t, signedIn.root).get(`/menus/${parent.id}`), 200).body as Menu).parentId).toBeNull();
  });

  itWrites('refuses to delete a menu with children or granted by a role', async () => {
    const parent = await create();
    const child = await create({ parentId: parent.id });
    expect(errorOf(t.check(await as(t, signedIn.root).delete(`/menus/${parent.id}`), 400))).toMatchObject({
      reason: 'menu_has_children',
      message: expect.stringContaining('has children'),
    });
    t.check(await as(t, signedIn.root).delete(`/menus/${child.id}`), 200);
    const menu = await create();
    const role = t.check(
      await as(t, signedIn.root).post('/roles', {
        name: `Grants ${ghostName()}`,
        menus: [{ menuId: menu.id, actions: ['query'] }],
      }),
      200,
    ).body as { id: string; name: string };
    // The administrator role's grant follows the menu, so it neither blocks the delete nor is named.
    expect(errorOf(t.check(await as(t, signedIn.root).delete(`/menus/${menu.id}`), 400))).toMatchObject({
      reason: 'menu_granted',
      message: `menu ${menu.routeName} is granted by roles: ${role.name}`,
    });
    t.check(await as(t, signedIn.root).delete(`/roles/${role.id}`), 200);
    t.check(await as(t, signedIn.root).delete(`/menus/${menu.id}`), 200);
    t.check(await as(t, signedIn.root).delete(`/menus/${parent.id}`), 200);
  });

  itWrites('drops an action removed from a menu from the roles that granted it', async () => {
    const menu = await create({
      actions: [
        { code: 'query', name: '查询', resourceIds: [] },
        { code: 'export', name: '导出', resourceIds: [] },
      ],
    });
    const role = t.check(
      await as(t, signedIn.root).post('/roles', {
        name: `Prune ${ghostName()}`,
        menus: [{ menuId: menu.id, actions: ['query', 'export'] }],
      }),
      200,
    ).body as { id: string };
    const { id: _id, ...param } = menu;
    t.check(
      await as(t, signedIn.root).put(`/menus/${menu.id}`, {
        ...param,
        actions: [{ code: 'query', name: '查询', resourceIds: [] }],
      }),
      200,
    );
    expect(t.check(await as(t, signedIn.root).get(`/roles/${role.id}`), 200).body.menus).toEqual([
      { menuId: menu.id, actions: ['query'] },
    ]);
  });
});

describe('/menus guards', () => {
  // On an id no menu has: the guard answers before the lookup, and a target that let the account through changes nothing.
  itLimited(
    'answers 401 code 9999 without a token and 401 code 401 to the limited account, which holds no menu or role action',
    async () => {
      const body = newMenu();
      await expectGuarded(t, signedIn.staff, recordCalls('/menus', 'm-000000000000', body));
    },
  );
});
