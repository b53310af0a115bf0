import { contractTarget, ghostName, md5 } from './support/target';
import { NO_PERMISSION } from './support/refusals';
import { type ExportPath, csvRecords, exportThroughClient, parseCsv } from './support/csv';
import type { Resource } from './support/resources';
import { type PageOf, as, errorOf, expectGuarded } from './support/system';
import { signInRootAndLimited } from './support/signed-in';

const t = contractTarget('csv-export.test.ts');

const { signedIn, itReads, itWrites, itLimited } = signInRootAndLimited(t);

const exportAs = (token: string, path: ExportPath, query: Record<string, string> = {}) =>
  exportThroughClient(t.apiBaseUrl(), token, path, query);

/** Every page of `list` for `query`, 100 at a time, in the list's order. */
async function allPages<Item>(list: string, query: Record<string, string>): Promise<Item[]> {
  const items: Item[] = [];
  for (let current = 1; ; current += 1) {
    const page = t.check(await as(t, signedIn.root).get(list, { ...query, current, pageSize: 100 }), 200)
      .body as PageOf<Item>;
    items.push(...page.list);
    if (items.length >= page.pagination.total || page.list.length === 0) return items;
  }
}

describe('GET <list>/export', () => {
  itReads(
    'answers every page of the demo list query, in its order, as UTF-8 CSV with a BOM and the row count up front',
    async () => {
      const query = { status: 'online', sortField: 'callCount', sortOrder: 'desc' };
      const listed = await allPages<{ id: string; callCount: number }>('/demo/list-items', query);
      expect(listed.length).toBeGreaterThan(100);
      const answer = await exportAs(signedIn.root, '/demo/list-items/export', query);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('x-total-count')).toBe(String(listed.length));
      expect(answer.text.startsWith('\uFEFFid,name,description,owner,status,callCount,createdAt\r\n')).toBe(true);
      const rows = csvRecords(answer.text);
      expect(rows.map((row) => row.id)).toEqual(listed.map((item) => item.id));
      expect(rows.map((row) => Number(row.callCount))).toEqual(listed.map((item) => item.callCount));
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['online']));
    },
  );

  itReads('applies the keyword and date filters as the list does', async () => {
    const sample = (
      t.check(await as(t, signedIn.root).get('/demo/list-items', { pageSize: 1 }), 200).body as PageOf<{
        owner: string;
        createdAt: string;
      }>
    ).list[0]!;
    const day = sample.createdAt.slice(0, 10);
    const query = { queryValue: sample.owner, startDate: day, endDate: day };
    const listed = await allPages<{ id: string }>('/demo/list-items', query);
    const rows = csvRecords((await exportAs(signedIn.root, '/demo/list-items/export', query)).text);
    expect(rows.map((row) => row.id)).toEqual(listed.map((item) => item.id));
    expect(rows.every((row) => row.createdAt!.startsWith(day))).toBe(true);
  });

  itReads('streams the 5 000 demo items in chunks, without a buffered body', async () => {
    const answer = await exportAs(signedIn.root, '/demo/list-items/export');
    expect(answer.headers.get('content-length')).toBeNull();
    expect(answer.headers.get('transfer-encoding')).toBe('chunked');
    const rows = parseCsv(answer.text).length - 1;
    expect(rows).toBeGreaterThanOrEqual(4990);
    expect(answer.headers.get('x-total-count')).toBe(String(rows));
    expect(answer.chunks).toBeGreaterThan(1);
  });

  itReads.each([
    ['/users/export', '/users', 'userName', 'userName,realName,roles,email,phone,status,createdAt'],
    ['/roles/export', '/roles', 'name', 'name,sequence,status,memo,createdAt'],
    ['/resources/export', '/resources', 'path', 'method,path,memo,actions'],
  ] as const)('%s answers the rows of %s in its order, every page', async (path, list, key, header) => {
    const listed = await allPages<Record<string, string>>(list, {});
    const answer = await exportAs(signedIn.root, path);
    expect(answer.text.split('\r\n')[0]).toBe(`\uFEFF${header}`);
    const rows = csvRecords(answer.text);
    expect(rows.map((row) => row[key])).toEqual(listed.map((item) => item[key]));
    expect(answer.headers.get('x-total-count')).toBe(String(listed.length));
  });

  itReads.each([
    ['/users/export', ['enabled', 'disabled']],
    ['/roles/export', ['enabled', 'disabled']],
    ['/demo/list-items/export', ['closed', 'running', 'online', 'error']],
  ] as const)(
    "%s writes statuses as the contract's codes whatever language the caller reads (the client names them)",
    async (path, codes) => {
      for (const language of ['en-US,en;q=0.9', 'zh-CN,zh;q=0.9']) {
        const rows = csvRecords(
          (await exportThroughClient(t.apiBaseUrl(), signedIn.root, path, {}, { 'Accept-Language': language })).text,
        );
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.filter((row) => !(codes as readonly string[]).includes(row.status ?? ''))).toEqual([]);
      }
    },
  );

  itReads('sorts and filters the resources as their list does, holders written as <routeName>.<code>', async () => {
    const query = { method: 'GET', sortField: 'path', sortOrder: 'desc' };
    const listed = await allPages<Resource>('/resources', query);
    const rows = csvRecords((await exportAs(signedIn.root, '/resources/export', query)).text);
    expect(rows.map((row) => row.path)).toEqual(listed.map((item) => item.path));
    expect(listed.some((item) => item.actions.length > 1)).toBe(true);
    expect(rows.map((row) => row.actions)).toEqual(
      listed.map((item) => item.actions.map((action) => `${action.routeName}.${action.code}`).join('; ')),
    );
  });

  itWrites('writes a user as the list shows them, quoting commas and defusing formulas', async () => {
    const userName = ghostName();
    const realName = '=HYPERLINK("http://evil.example","点我")';
    const roleNamed = async (name: string) =>
      t.check(await as(t, signedIn.root).post('/roles', { name, menus: [] }), 200).body as { id: string; name: string };
    const roles = [await roleNamed(`管理 ${ghostName()}`), await roleNamed(`员工 ${ghostName()}`)];
    t.check(
      await as(t, signedIn.root).post('/users', {
        userName,
        realName,
        password: md5('secret-1'),
        email: 'a@example.com',
        phone: '+86 138 0000 0000',
        roleIds: roles.map((role) => role.id),
        status: 'disabled',
      }),
      200,
    );
    const answer = await exportAs(signedIn.root, '/users/export', { queryValue: userName, status: 'disabled' });
    expect(answer.text).toContain('"\'=HYPERLINK(""http://evil.example"",""点我"")"');
    expect(csvRecords(answer.text)).toEqual([
      {
        userName,
        realName: `'${realName}`,
        roles: roles.map((role) => role.name).join('; '),
        email: 'a@example.com',
        phone: "'+86 138 0000 0000",
        status: 'disabled',
        createdAt: expect.stringMatching(/^\d{4}-/),
      },
    ]);
    expect(
      csvRecords((await exportAs(signedIn.root, '/users/export', { queryValue: userName, status: 'enabled' })).text),
    ).toEqual([]);
  });

  itLimited(
    'refuses a caller without the export action (the limited account may read the users, not export them), and a missing token',
    async () => {
      expect(
        (t.check(await as(t, signedIn.staff).get('/users', {}), 200).body as PageOf<unknown>).list.length,
      ).toBeGreaterThan(0);
      const paths: ExportPath[] = ['/users/export', '/roles/export', '/resources/export', '/demo/list-items/export'];
      await expectGuarded(
        t,
        signedIn.staff,
        paths.map((path) => ({ method: 'get' as const, path })),
      );
      const refused = await exportAs(signedIn.staff, '/users/export');
      expect(JSON.parse(refused.text)).toEqual({ error: NO_PERMISSION });
    },
  );

  itReads.each([
    ['/users/export', { pageSize: '10' }, 'pageSize'],
    ['/users/export', { current: '2' }, 'current'],
    ['/users/export', { sortField: 'password' }, 'sortField'],
    ['/users/export', { roleIds: 'a,,b' }, 'roleIds'],
    ['/roles/export', { status: 'on' }, 'status'],
    ['/resources/export', { method: 'TRACE' }, 'method'],
    ['/demo/list-items/export', { startDate: '2026-02-31' }, 'startDate'],
    ['/demo/list-items/export', { startDate: '2026-03-02', endDate: '2026-03-01' }, 'endDate'],
    ['/demo/list-items/export', { queryValue: 'x'.repeat(65) }, 'queryValue'],
    ['/demo/list-items/export', { verbose: '1' }, 'verbose'],
  ] as const)('%s refuses %j with a 400 naming %s', async (path, query, name) => {
    const error = errorOf(t.check(await as(t, signedIn.root).get(path, query), 400));
    expect(error.code).toBe(400);
    expect(error.message).toContain(name);
  });
});
