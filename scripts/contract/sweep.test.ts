import type { Server } from '@hapi/hapi';
import { loopbackMock } from '../../mock-server/src/testing/loopback-mock';
import { readContractSettings } from '../../tests/contract/support/settings';
import { sweepRecords, sweepToken } from './sweep';

const PREFIX = 'ct-sweep1';
let server: Server;
let baseUrl = '';
let token = '';

const send = async (method: string, path: string, body?: object) => {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  const json = (await res.json()) as { id?: string; list?: { id: string }[] };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
};

beforeAll(async () => {
  server = await loopbackMock({ captchaCode: 'abcd' });
  await server.start();
  baseUrl = `${server.info.uri}/api/v1`;
  token = (await sweepToken(
    readContractSettings({ CONTRACT_BASE_URL: baseUrl, CONTRACT_CAPTCHA_CODE: 'abcd' }),
    baseUrl,
  ))!;
});

afterAll(() => server.stop());

describe('sweepRecords', () => {
  it('deletes every record carrying the prefix, in an order the references allow, and nothing else', async () => {
    const resource = await send('POST', '/resources', { method: 'GET', path: `/api/v1/${PREFIX}-thing/{id}` });
    const menu = (extra: object) => ({
      parentId: 'm-system',
      component: 'system/audit',
      name: '审计',
      icon: 'history',
      showStatus: 1,
      sequence: 1,
      actions: [],
      ...extra,
    });
    const parent = await send(
      'POST',
      '/menus',
      menu({
        routeName: 'SweepParent',
        routePath: `/system/${PREFIX}-parent`,
        actions: [{ code: 'query', name: '查询', resourceIds: [resource.id] }],
      }),
    );
    const child = await send(
      'POST',
      '/menus',
      menu({ parentId: parent.id, routeName: 'SweepChild', routePath: `/system/${PREFIX}-child` }),
    );
    const role = await send('POST', '/roles', {
      name: `${PREFIX} role`,
      menus: [{ menuId: parent.id, actions: ['query'] }],
    });
    const user = await send('POST', '/users', {
      userName: `${PREFIX}-user`,
      realName: 'x',
      password: 'f'.repeat(32),
      roleIds: [role.id],
    });
    await send('POST', '/demo/list-items', { name: `${PREFIX} item`, description: '', owner: 'x', status: 'running' });
    const other = await send('POST', '/users', {
      userName: 'someone-else',
      realName: 'x',
      password: 'f'.repeat(32),
      roleIds: [],
    });

    expect(await sweepRecords(baseUrl, token, PREFIX)).toEqual({ deleted: 6, failed: [] });
    for (const path of [
      `/users/${user.id}`,
      `/roles/${role.id}`,
      `/menus/${child.id}`,
      `/menus/${parent.id}`,
      `/resources/${resource.id}`,
    ]) {
      await expect(send('GET', path)).rejects.toThrow(/404/);
    }
    expect((await send('GET', `/demo/list-items?queryValue=${PREFIX}`)).list).toEqual([]);
    expect((await send('GET', '/demo/list-items')).list?.length).toBeGreaterThan(0);
    await expect(send('GET', `/users/${other.id}`)).resolves.toMatchObject({ userName: 'someone-else' });
  });

  it('finds nothing to delete the second time', async () => {
    expect(await sweepRecords(baseUrl, token, PREFIX)).toEqual({ deleted: 0, failed: [] });
  });
});
