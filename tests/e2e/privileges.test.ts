/**
 * The privilege rules in a real Chromium: a user editor (not root) opens 系统管理 › 用户管理 to tick the admin
 * role on their own row. The page offers no role picker, status switch or delete on their own
 * row, no controls on root's row, and only the roles they may assign; the same change sent past
 * the UI with their token is refused (401 code 401), as is a new password for root.
 */
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { type Flagged, findBuiltInRecords } from '../contract/support/built-in-records';
import type { PageOf } from '../contract/support/system';
import { callApi, sendApi, signedInPage, storedToken } from './support/app';
import { screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';

jest.setTimeout(90_000);

const e2e = useE2e();

// Unique per run, so a kept mock data file cannot collide with an earlier run.
const suffix = Date.now().toString(36);
const EDITOR = { userName: `editor-${suffix}`, password: 'editor-123' } as const;
const EDITOR_ROLE = `用户编辑-${suffix}`;

type MenuNode = { id: string; routeName: string; children: MenuNode[] };

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Sends a JSON body to the API as `authorization`, past the UI; answers status and body. */
const send = (method: 'POST' | 'PUT', path: string, authorization: string, body: object) =>
  sendApi(e2e.stack.apiBaseUrl, method, path, authorization, body);

describe('privileges', () => {
  let page: Page;
  let errors: string[];
  let editor = { id: '', roleId: '', token: '' };
  let root: Flagged | undefined;
  let adminRole: Flagged | undefined;

  beforeAll(async () => {
    // Root hands out what an attacker would get: a role managing users, and a user holding it.
    const { page: rootPage } = await signedInPage(e2e);
    const rootToken = (await storedToken(rootPage)) ?? '';
    // Root and the administrator role by their builtIn flag, as the app itself finds them.
    ({ rootUser: root, adminRole } = await findBuiltInRecords(async (collection, { current, pageSize }) => {
      const res = await callApi(
        e2e.stack.apiBaseUrl,
        'GET',
        `${collection}?current=${current}&pageSize=${pageSize}`,
        rootToken,
      );
      expect(res.status).toBe(200);
      return res.body as PageOf<Flagged>;
    }));
    const menus = await callApi(e2e.stack.apiBaseUrl, 'GET', '/menus', rootToken);
    const system = (menus.body as { list: MenuNode[] }).list.find((node) => node.routeName === 'System')!;
    const users = system.children.find((node) => node.routeName === 'SystemUser')!;
    const role = await send('POST', '/roles', rootToken, {
      name: EDITOR_ROLE,
      menus: [
        { menuId: system.id, actions: [] },
        { menuId: users.id, actions: ['query', 'add', 'edit', 'delete'] },
      ],
    });
    const user = await send('POST', '/users', rootToken, {
      userName: EDITOR.userName,
      realName: '用户编辑',
      password: md5(EDITOR.password),
      roleIds: [role.body.id],
    });
    expect([role.status, user.status]).toEqual([200, 200]);
    ({ page, errors } = await signedInPage(e2e, EDITOR));
    editor = { id: user.body.id ?? '', roleId: role.body.id ?? '', token: (await storedToken(page)) ?? '' };
  });

  it('offers the editor no way to give themselves the admin role, and no control on root', async () => {
    await page.goto('/system/user');
    await rowOf(page, EDITOR.userName).waitFor();
    expect(await page.getByRole('checkbox', { name: `启用 ${EDITOR.userName}` }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: `删除 ${EDITOR.userName}` }).count()).toBe(0);
    expect(
      await page.getByRole('button', { name: new RegExp(`^(编辑|删除) ${root!.userName as string}$`) }).count(),
    ).toBe(0);
    expect(await page.getByRole('checkbox', { name: `启用 ${root!.userName as string}` }).isDisabled()).toBe(true);
    await screenshot(page, 'privileges-editor-users');

    await page.getByRole('button', { name: `编辑 ${EDITOR.userName}` }).click();
    const own = page.getByRole('dialog', { name: '编辑用户' });
    await own.getByLabel(/^姓名/).waitFor();
    expect(await own.getByRole('checkbox').count()).toBe(0);
    await own.getByRole('button', { name: '取消' }).click();
    await own.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: '新建用户' }).click();
    const create = page.getByRole('dialog', { name: '新建用户' });
    await create.getByRole('checkbox', { name: EDITOR_ROLE, exact: true }).waitFor();
    expect(await create.getByRole('group', { name: '角色' }).getByRole('checkbox').count()).toBe(1);
    await create.getByRole('button', { name: '取消' }).click();
  });

  it('refuses the same changes sent past the UI with the editor token, and changes nothing', async () => {
    const own = await send('PUT', `/users/${editor.id}`, editor.token, {
      userName: EDITOR.userName,
      realName: '用户编辑',
      roleIds: [editor.roleId, adminRole!.id],
    });
    expect(own).toEqual({
      status: 401,
      body: { error: { code: 401, reason: 'own_roles', message: 'you cannot change your own roles' } },
    });
    const rootPassword = await send('PUT', `/users/${root!.id}`, editor.token, {
      userName: root!.userName,
      realName: root!.realName,
      roleIds: [adminRole!.id],
      password: md5('mine-now'),
    });
    expect(rootPassword).toEqual({
      status: 401,
      body: { error: { code: 401, reason: 'root_only', message: 'only root can change the root account' } },
    });
    const tree = await callApi(e2e.stack.apiBaseUrl, 'GET', '/pub/current/menutree', editor.token);
    expect(
      (tree.body as { list: { routeName: string; children: { routeName: string }[] }[] }).list.map((node) => [
        node.routeName,
        node.children.map((child) => child.routeName),
      ]),
    ).toEqual([['System', ['SystemUser']]]);
  });

  it('logged no error in the browser', () => {
    expect(errors).toEqual([]);
  });
});
