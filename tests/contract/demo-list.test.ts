import { RUN_PREFIX, bearer, contractTarget } from './support/target';
import { NO_PERMISSION } from './support/refusals';
import { signInRootAndLimited } from './support/signed-in';
import { skipBlockUnless } from './support/premise';

const t = contractTarget('demo-list.test.ts');

type Item = {
  id: string;
  name: string;
  description: string;
  owner: string;
  status: string;
  callCount: number;
  createdAt: string;
};
type Page = { list: Item[]; pagination: { total: number; current: number; pageSize: number } };

const { signedIn, itReads, itWrites, itLimited } = signInRootAndLimited(t);

const list = (query: Record<string, string | number>, token = signedIn.root) =>
  t.api().get('/demo/list-items').query(query).set('Authorization', bearer(token));
const page = async (query: Record<string, string | number>): Promise<Page> =>
  t.check(await list(query), 200).body as Page;

describe('GET /demo/list-items', () => {
  itReads('answers the first page by id, camelCase, with the total', async () => {
    const body = await page({});
    expect(body.pagination).toEqual({ total: expect.any(Number), current: 1, pageSize: 10 });
    expect(body.list).toHaveLength(Math.min(10, body.pagination.total));
    const ids = body.list.map((item) => item.id);
    expect(ids).toEqual([...ids].sort());
  });

  describe('with two items or more', () => {
    // What the target's list holds decides the page sizes and filters below, so any data will do.
    let total = 0;
    skipBlockUnless(
      (fn) => t.beforeAllNeeds(['admin'], fn),
      async () => {
        total = (await page({ pageSize: 1 })).pagination.total;
        return total >= 2
          ? null
          : `the demo list holds ${total} item(s): paging, filtering and sorting need two or more`;
      },
    );

    itReads('pages without overlap and answers an empty list past the end', async () => {
      const size = Math.min(50, Math.floor(total / 2));
      const first = await page({ current: 1, pageSize: size });
      const second = await page({ current: 2, pageSize: size });
      expect(second.pagination).toEqual({ total, current: 2, pageSize: size });
      expect(new Set([...first.list, ...second.list].map((item) => item.id)).size).toBe(2 * size);
      const last = Math.ceil(total / 100);
      expect((await page({ current: last, pageSize: 100 })).list).toHaveLength(total - (last - 1) * 100);
      const past = await page({ current: last + 1, pageSize: 100 });
      expect(past.list).toEqual([]);
      expect(past.pagination.total).toBe(total);
    });

    itReads('finds an item it listed by keyword, status and date range together, and only such items', async () => {
      const sample = (await page({ pageSize: 1 })).list[0] as Item;
      const day = sample.createdAt.slice(0, 10);
      const body = await page({
        queryValue: sample.owner,
        status: sample.status,
        startDate: day,
        endDate: day,
        pageSize: 100,
      });
      expect(body.list.find((item) => item.id === sample.id)).toEqual(sample);
      for (const item of body.list) {
        expect(item.status).toBe(sample.status);
        expect(item.createdAt.slice(0, 10)).toBe(day);
        expect(`${item.name} ${item.description} ${item.owner}`.toLowerCase()).toContain(sample.owner.toLowerCase());
      }
    });

    itReads('filters by status: the totals of the statuses add up to the whole list', async () => {
      const statuses = ['closed', 'running', 'online', 'error'];
      const totals = await Promise.all(
        statuses.map(async (status) => (await page({ status, pageSize: 1 })).pagination.total),
      );
      expect(totals.reduce((sum, n) => sum + n, 0)).toBe(total);
      const sample = (await page({ pageSize: 100 })).list;
      for (const [i, status] of statuses.entries())
        expect(totals[i]).toBeGreaterThanOrEqual(sample.filter((item) => item.status === status).length);
    });

    itReads('sorts by a whitelisted field in both directions', async () => {
      const desc = (await page({ sortField: 'callCount', sortOrder: 'desc', pageSize: 100 })).list.map(
        (item) => item.callCount,
      );
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      const asc = (await page({ sortField: 'callCount', sortOrder: 'asc', pageSize: 1 })).list[0] as Item;
      expect(asc.callCount).toBeLessThanOrEqual(desc.at(-1) as number);
      const newest = (await page({ sortField: 'createdAt', sortOrder: 'desc', pageSize: 20 })).list.map(
        (item) => item.createdAt,
      );
      expect(newest).toEqual([...newest].sort().reverse());
    });
  });

  itReads.each([
    [{ pageSize: 101 }, 'pageSize'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ current: 0 }, 'current'],
    [{ current: 'two' }, 'current'],
    [{ current: 1_000_001 }, 'current'],
    [{ sortField: 'password' }, 'sortField'],
    [{ sortOrder: 'up' }, 'sortOrder'],
    [{ status: 'gone' }, 'status'],
    [{ startDate: '2026-02-31' }, 'startDate'],
    [{ startDate: '2026-03-02', endDate: '2026-03-01' }, 'endDate'],
    [{ queryValue: 'x'.repeat(65) }, 'queryValue'],
    [{ page: 2 }, 'page'],
  ])('answers 400 naming the parameter for %j', async (query, name) => {
    const body = t.check(await list(query), 400).body as { error: { code: number; message: string } };
    expect(body.error.code).toBe(400);
    expect(body.error.message).toContain(name);
  });

  it('answers 401 (code 9999) without a token or with a bad one', async () => {
    expect(t.check(await t.api().get('/demo/list-items'), 401).body.error.code).toBe(9999);
    expect(t.check(await list({}, 'not.a.token'), 401).body.error.code).toBe(9999);
  });

  itLimited(
    'lets the limited account, which may read the list, query: it gets what the administrator gets',
    async () => {
      expect(t.check(await list({}, signedIn.staff), 200).body).toEqual(await page({}));
    },
  );
});

describe('POST, PUT, DELETE /demo/list-items', () => {
  // The run prefix in the name: the item is found by it, and deleted by it should the test stop half-way.
  const param = {
    name: `${RUN_PREFIX} 契约测试`,
    description: 'created by the contract suite',
    owner: '测试员',
    status: 'running',
  };

  itWrites('creates, finds, edits and deletes an item', async () => {
    const created = t.check(
      await t.api().post('/demo/list-items').set('Authorization', bearer(signedIn.root)).send(param),
      200,
    ).body as Item;
    expect(created).toMatchObject({ ...param, callCount: 0 });
    const found = await page({ queryValue: RUN_PREFIX });
    expect(found.list.map((item) => item.id)).toEqual([created.id]);

    const edited = t.check(
      await t
        .api()
        .put(`/demo/list-items/${created.id}`)
        .set('Authorization', bearer(signedIn.root))
        .send({ ...param, status: 'online' }),
      200,
    ).body as Item;
    expect(edited).toEqual({ ...created, status: 'online' });

    t.check(await t.api().delete(`/demo/list-items/${created.id}`).set('Authorization', bearer(signedIn.root)), 200);
    expect((await page({ queryValue: RUN_PREFIX })).list.map((item) => item.id)).not.toContain(created.id);
    t.check(await t.api().delete(`/demo/list-items/${created.id}`).set('Authorization', bearer(signedIn.root)), 404);
    t.check(
      await t.api().put(`/demo/list-items/${created.id}`).set('Authorization', bearer(signedIn.root)).send(param),
      404,
    );
  });

  itReads('answers 400 for a bad body or id and 415 for a body that is not JSON', async () => {
    const missing = t.check(
      await t
        .api()
        .post('/demo/list-items')
        .set('Authorization', bearer(signedIn.root))
        .send({ ...param, owner: '' }),
      400,
    );
    expect(missing.body.error.message).toContain('owner');
    t.check(
      await t
        .api()
        .post('/demo/list-items')
        .set('Authorization', bearer(signedIn.root))
        .send({ ...param, extra: 1 }),
      400,
    );
    t.check(await t.api().put('/demo/list-items/42').set('Authorization', bearer(signedIn.root)).send(param), 400);
    t.check(await t.api().delete('/demo/list-items/..%2Fusers').set('Authorization', bearer(signedIn.root)), 400);
    t.check(
      await t
        .api()
        .post('/demo/list-items')
        .set('Authorization', bearer(signedIn.root))
        .set('Content-Type', 'text/plain')
        .send('name=x'),
      415,
    );
  });

  // On an id no item has: the guard answers before the lookup, and a target that let the account through changes nothing.
  itLimited(
    'answers 401 code 401 (no permission) to the limited account, which holds no add, edit or delete action',
    async () => {
      const denied = [
        await t.api().post('/demo/list-items').set('Authorization', bearer(signedIn.staff)).send(param),
        await t.api().put('/demo/list-items/item-99999').set('Authorization', bearer(signedIn.staff)).send(param),
        await t.api().delete('/demo/list-items/item-99999').set('Authorization', bearer(signedIn.staff)),
      ];
      for (const res of denied) expect(t.check(res, 401).body.error).toEqual(NO_PERMISSION);
      expect(t.check(await list({ pageSize: 1 }, signedIn.staff), 200).body).toEqual(await page({ pageSize: 1 }));
    },
  );

  it('answers 401 (code 9999) without a token', async () => {
    expect(t.check(await t.api().post('/demo/list-items').send(param), 401).body.error.code).toBe(9999);
  });
});
