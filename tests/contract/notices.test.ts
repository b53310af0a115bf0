/**
 * docs/product-rules.md, Notices: the notices kept per user, their unread count and read marks, the
 * notice of a finished export, the bound on open streams, and what a back end without notices answers.
 */
import { createAccount } from './support/accounts';
import { adminRoleId } from './support/built-ins';
import { checkStream, closeNoticeStreams, openNoticeStream } from './support/notice-stream';
import { treeSubject } from './support/notice-subjects';
import { skipping } from './support/needs';
import { TOKEN_REFUSED } from './support/refusals';
import { as, errorOf } from './support/system';
import { contractTarget } from './support/target';

/** The own mock's bound on one user's open streams, low so the test reaches it. */
const LOCAL_STREAMS_PER_USER = 2;
const t = contractTarget('notices.test.ts', { noticeStreamsPerUser: LOCAL_STREAMS_PER_USER });
const itReads = t.itNeeds('notices', 'admin');
const itWrites = t.itNeeds('notices', 'admin', 'writes', 'login');
// Another back end's bound is its own; reaching it could crowd out the streams of its real users.
const itBoundLocally = t.remote
  ? skipping("the bound on open streams is the target's own: runs without --base-url")
  : itWrites;

let root = '';
t.beforeAllNeeds(['admin'], async () => {
  root = await t.adminToken();
});
afterEach(closeNoticeStreams);

type Listed = { list: { id: string; kind: string; read: boolean; list?: string; rows?: number }[]; unread: number };
const listOf = async (token: string): Promise<Listed> =>
  t.check(await as(t, token).get('/pub/current/notices'), 200).body as Listed;
const markRead = (token: string, upTo: string) => as(t, token).post('/pub/current/notices/read', { upTo });

describe('GET /pub/current/notices', () => {
  itReads('answers the user’s recent notices, newest first, and the unread count', async () => {
    const { list, unread } = await listOf(root);
    const ids = list.map((notice) => BigInt(notice.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    expect(unread).toBeGreaterThanOrEqual(list.filter((notice) => !notice.read).length);
    expect(list.every((notice) => notice.kind !== 'session_ended')).toBe(true);
  });

  t.itNeeds('notices')('answers 401 (code 9999) without a token', async () => {
    expect(errorOf(t.check(await as(t, null).get('/pub/current/notices'), 401))).toEqual(TOKEN_REFUSED);
  });
});

describe('POST /pub/current/notices/read', () => {
  itWrites(
    'marks read up to upTo for every sign-in of the user; the unread count follows, and later notices arrive unread',
    async () => {
      const subject = await treeSubject(t, root);
      const token = await t.tokenFor(subject.account);
      const elsewhere = await t.tokenFor(subject.account);
      await subject.changeTree();
      await subject.changeTree();
      const [newer, older] = (await listOf(token)).list;
      expect((await listOf(token)).unread).toBe(2);
      t.check(await markRead(token, older!.id), 200);
      const half = await listOf(elsewhere);
      expect(half.unread).toBe(1);
      expect(half.list.slice(0, 2).map((notice) => notice.read)).toEqual([false, true]);
      // Past the newest: all of them, and no notice yet to come.
      t.check(await markRead(elsewhere, '9999999999999999'), 200);
      expect((await listOf(token)).unread).toBe(0);
      await subject.changeTree();
      const later = await listOf(token);
      expect(later.unread).toBe(1);
      expect(BigInt(later.list[0]!.id)).toBeGreaterThan(BigInt(newer!.id));
      expect(later.list[0]!.read).toBe(false);
    },
  );

  itReads('answers 400 for an upTo that is no notice id, and 401 without a token', async () => {
    for (const body of [{}, { upTo: 42 }, { upTo: 'x' }, { upTo: '1', extra: true }])
      t.check(await as(t, root).post('/pub/current/notices/read', body), 400);
    t.check(await as(t, null).post('/pub/current/notices/read', { upTo: '1' }), 401);
  });
});

describe('GET /pub/current/notices after an export', () => {
  itWrites('is kept and sent to the user who ran a CSV export once its last row was written', async () => {
    const account = await createAccount(t, root, [await adminRoleId(t, root)]);
    const token = await t.tokenFor(account);
    const stream = await openNoticeStream(t.apiBaseUrl(), token);
    expect(stream.status).toBe(200);
    const res = t.check(await as(t, token).get('/roles/export').buffer(true), 200);
    const rows = Number(res.headers['x-total-count']);
    const sent = await stream.nextNotice(2000);
    expect(sent).toMatchObject({ kind: 'export_finished', list: 'roles', rows, read: false });
    expect((await listOf(token)).list[0]).toMatchObject({ id: sent!.id, kind: 'export_finished', list: 'roles', rows });
  });
});

describe('GET /pub/current/notices/stream bound', () => {
  itBoundLocally(
    'refuses one stream more than a user may hold with 429 (rate_limited, Retry-After), and opens again once one closes',
    async () => {
      const token = await t.tokenFor(await createAccount(t, root));
      const held = [];
      for (let i = 0; i < LOCAL_STREAMS_PER_USER; i += 1) held.push(await openNoticeStream(t.apiBaseUrl(), token));
      expect(held.map((stream) => stream.status)).toEqual(held.map(() => 200));
      const refused = await openNoticeStream(t.apiBaseUrl(), token);
      expect(refused.status).toBe(429);
      expect((await checkStream(refused)).error).toMatchObject({ code: 429, reason: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      held[0]!.close();
      // The server learns of the close from the socket, a moment later.
      for (let tries = 0; ; tries += 1) {
        const next = await openNoticeStream(t.apiBaseUrl(), token);
        if (next.status === 200 || tries === 20) {
          expect(next.status).toBe(200);
          break;
        }
        await next.text();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  );
});

describe('GET /pub/current/notices absent', () => {
  const itAbsent = t.can('notices')
    ? skipping('the target has live notices: GET /pub/current/notices does not answer 404')
    : t.itNeeds('admin');
  itAbsent('answers 404 with the error body to each of the three operations', async () => {
    t.check(await as(t, root).get('/pub/current/notices'), 404);
    t.check(await as(t, root).post('/pub/current/notices/read', { upTo: '1' }), 404);
    const stream = await openNoticeStream(t.apiBaseUrl(), root);
    expect(stream.status).toBe(404);
    await checkStream(stream);
  });
});
