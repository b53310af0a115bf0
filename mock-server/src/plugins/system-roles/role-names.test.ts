import type { Server } from '@hapi/hapi';
import { BLANK_NAMES } from '../../../../shared/testing/blank-names';
import { call, md5, testServer } from '../../test-support';

let server: Server;
let root: string;

beforeEach(async () => {
  server = await testServer();
  root = server.app.mock.tokens.issue('u-root').accessToken;
});

afterEach(() => server.stop());

const send = (method: string, url: string, payload: object) =>
  call(server, { method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${root}` }, payload });

describe('names that show nothing or read as another', () => {
  it.each(BLANK_NAMES)('refuses the role name %j as invalid, and stores nothing', async (name) => {
    const before = server.app.mock.store.roles.count();
    const res = await send('POST', '/roles', { name, menus: [] });
    expect({ status: res.statusCode, reason: res.json.error?.reason, message: res.json.error?.message }).toEqual({
      status: 400,
      reason: 'invalid_request',
      message: expect.stringContaining('name'),
    });
    expect(server.app.mock.store.roles.count()).toBe(before);
  });

  it('refuses a blank real name and menu name of invisible code points', async () => {
    const user = await send('POST', '/users', {
      userName: 'ghost',
      realName: '\u2800',
      password: md5('secret-1'),
      roleIds: [],
    });
    expect({ status: user.statusCode, message: user.json.error?.message }).toEqual({
      status: 400,
      message: expect.stringContaining('realName'),
    });
    const profile = await send('PUT', '/pub/current/user', { realName: '\u200b' });
    expect({ status: profile.statusCode, message: profile.json.error?.message }).toEqual({
      status: 400,
      message: expect.stringContaining('realName'),
    });
    const menu = {
      parentId: null,
      routeName: 'Ghost',
      routePath: '/ghost',
      component: 'ghost',
      name: '\u202e',
      icon: 'cog',
      showStatus: 1,
      sequence: 1,
      actions: [],
    };
    const refused = await send('POST', '/menus', menu);
    expect({ status: refused.statusCode, message: refused.json.error?.message }).toEqual({
      status: 400,
      message: expect.stringContaining('name'),
    });
  });

  it.each(['管理员\u200b', '\u2060管理员', '管\u034f理员', '管理员\ufe0f', '管理员\u3000'])(
    'takes %j for the built-in 管理员: the duplicate-name refusal',
    async (name) => {
      const res = await send('POST', '/roles', { name, menus: [] });
      expect({ status: res.statusCode, reason: res.json.error?.reason }).toEqual({
        status: 400,
        reason: 'duplicate_role_name',
      });
    },
  );

  it('compares after NFKC and ignoring case, on create and on a rename', async () => {
    const created = await send('POST', '/roles', { name: 'Auditor', menus: [] });
    expect(created.statusCode).toBe(200);
    expect((await send('POST', '/roles', { name: 'ＡＵＤＩＴＯＲ', menus: [] })).json.error?.reason).toBe(
      'duplicate_role_name',
    );
    expect(
      (await send('PUT', `/roles/${created.json.id}`, { name: '普通员工\u200d', menus: [] })).json.error?.reason,
    ).toBe('duplicate_role_name');
    const renamed = await send('PUT', `/roles/${created.json.id}`, { name: 'Auditor\u200b', menus: [] });
    expect({ status: renamed.statusCode, name: renamed.json.name }).toEqual({ status: 200, name: 'Auditor\u200b' });
  });
});
