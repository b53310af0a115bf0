/**
 * docs/product-rules.md, Notices: the stream of live notices. It lives as long as the session of the
 * token it was opened with, replays what a reconnect missed and says why it ends. Every test of a
 * session's end signs a user of this run in, never the administrator the suite runs as.
 */
import { as } from './support/system';
import { type NoticeStream, checkStream, closeNoticeStreams, openNoticeStream } from './support/notice-stream';
import { treeSubject } from './support/notice-subjects';
import { TOKEN_REFUSED } from './support/refusals';
import { createAccount } from './support/accounts';
import { ROOT, contractTarget, md5 } from './support/target';

/** The own mock's heartbeat, short so the test need not wait the contract's 15 s. */
const LOCAL_HEARTBEAT_MS = 250;
const t = contractTarget('notices-stream.test.ts', { noticeHeartbeatMs: LOCAL_HEARTBEAT_MS });
/** How long a heartbeat may take: the own mock's interval, or the contract's 15 s from another back end. */
const HEARTBEAT_WITHIN_MS = t.remote ? 16_000 : 2000;
/** How long a change may take to reach an open stream (the product's promise to the user). */
const LIVE_WITHIN_MS = 2000;

const itReads = t.itNeeds('notices', 'admin');
const itSignsIn = t.itNeeds('notices', 'login');
const itWrites = t.itNeeds('notices', 'admin', 'writes', 'login');

let root = '';
t.beforeAllNeeds(['notices', 'admin'], async () => {
  root = await t.adminToken();
});
afterEach(closeNoticeStreams);

const open = (token: string | null, lastEventId?: string) => openNoticeStream(t.apiBaseUrl(), token, lastEventId);

/** Opens a stream as `token` that must be accepted, and reads its first line, the `retry` field. */
async function openAccepted(token: string, lastEventId?: string): Promise<NoticeStream> {
  const stream = await open(token, lastEventId);
  expect(stream.status).toBe(200);
  await checkStream(stream);
  expect(await stream.next(LIVE_WITHIN_MS)).toEqual({ kind: 'retry', ms: 3000 });
  return stream;
}

/** Asserts that the stream ends with a `session_ended` notice for `reason` as its last item. */
async function expectEnded(stream: NoticeStream, reason: string): Promise<void> {
  const rest = (await stream.rest(LIVE_WITHIN_MS)).filter((item) => item.kind !== 'comment');
  expect(rest.at(-1)).toMatchObject({ kind: 'notice', notice: { kind: 'session_ended', reason, read: false } });
}

describe('GET /pub/current/notices/stream', () => {
  itReads(
    'answers an event stream, uncompressed and uncached: retry 3000 first, then a heartbeat comment',
    async () => {
      const stream = await openAccepted(root);
      expect(stream.headers['cache-control']).toBe('no-cache');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['content-encoding'] ?? 'identity').toBe('identity');
      expect(await stream.next(HEARTBEAT_WITHIN_MS)).toEqual({ kind: 'comment', text: 'heartbeat' });
    },
    HEARTBEAT_WITHIN_MS + 10_000,
  );

  it('answers 401 (code 9999) without a token and with a forged one, and no stream', async () => {
    for (const token of [null, 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl']) {
      const stream = await open(token);
      expect(stream.status).toBe(401);
      expect((await checkStream(stream)).error).toEqual(TOKEN_REFUSED);
    }
  });

  itSignsIn('refuses a token its session logged out (401, code 9999)', async () => {
    const token = await t.tokenFor(ROOT);
    t.check(await as(t, token).send({ method: 'post', path: '/pub/login/exit' }), 200);
    const stream = await open(token);
    expect(stream.status).toBe(401);
    expect((await checkStream(stream)).error).toEqual(TOKEN_REFUSED);
  });

  itReads('answers 400 for a Last-Event-ID that is no notice id', async () => {
    for (const bad of ['abc', '-1', '1.5', '1'.repeat(17)]) {
      const stream = await open(root, bad);
      expect({ bad, status: stream.status }).toEqual({ bad, status: 400 });
      await checkStream(stream);
    }
  });
});

describe('GET /pub/current/notices/stream notices', () => {
  itWrites(
    "brings a role change to the affected user's open stream as menu_changed within 2 s, and not to another user's",
    async () => {
      const subject = await treeSubject(t, root);
      const bystander = await treeSubject(t, root);
      const affected = await openAccepted(await t.tokenFor(subject.account));
      const unaffected = await openAccepted(await t.tokenFor(bystander.account));
      await subject.changeTree();
      const notice = await affected.nextNotice(LIVE_WITHIN_MS);
      expect(notice).toMatchObject({ kind: 'menu_changed', read: false });
      await expect(unaffected.nextNotice(LIVE_WITHIN_MS)).rejects.toThrow(/nothing on the notice stream/);
    },
  );

  itWrites('replays, after Last-Event-ID, exactly the kept notices the client missed, oldest first', async () => {
    const subject = await treeSubject(t, root);
    const token = await t.tokenFor(subject.account);
    const first = await openAccepted(token);
    await subject.changeTree();
    const seen = (await first.nextNotice(LIVE_WITHIN_MS))!;
    first.close();
    await subject.changeTree();
    await subject.changeTree();
    const listed = t.check(await as(t, token).get('/pub/current/notices'), 200).body.list as { id: string }[];
    const missed = listed
      .filter((notice) => BigInt(notice.id) > BigInt(seen.id))
      .map((notice) => notice.id)
      .reverse();
    expect(missed).toHaveLength(2);
    const again = await openAccepted(token, seen.id);
    const replayed = [(await again.nextNotice(LIVE_WITHIN_MS))!, (await again.nextNotice(LIVE_WITHIN_MS))!];
    expect(replayed.map((notice) => notice.id)).toEqual(missed);
    expect(replayed.map((notice) => notice.kind)).toEqual(['menu_changed', 'menu_changed']);
    await expect(again.nextNotice(LIVE_WITHIN_MS / 2)).rejects.toThrow(/nothing on the notice stream/);
  });
});

describe('GET /pub/current/notices/stream session end', () => {
  itWrites('ends with session_ended (logout) when its session logs out, and no other session’s', async () => {
    const account = await createAccount(t, root);
    const token = await t.tokenFor(account);
    const other = await openAccepted(await t.tokenFor(account));
    const stream = await openAccepted(token);
    t.check(await as(t, token).send({ method: 'post', path: '/pub/login/exit' }), 200);
    await expectEnded(stream, 'logout');
    await expect(other.nextNotice(LIVE_WITHIN_MS / 2)).rejects.toThrow(/nothing on the notice stream/);
  });

  itWrites('ends with session_ended (account_disabled) when the user is disabled', async () => {
    const account = await createAccount(t, root);
    const stream = await openAccepted(await t.tokenFor(account));
    t.check(await as(t, root).patch(`/users/${account.id}/disable`), 200);
    await expectEnded(stream, 'account_disabled');
  });

  itWrites('ends with session_ended (account_deleted) when the user is deleted', async () => {
    const account = await createAccount(t, root);
    const stream = await openAccepted(await t.tokenFor(account));
    t.check(await as(t, root).delete(`/users/${account.id}`), 200);
    await expectEnded(stream, 'account_deleted');
  });

  itWrites(
    'ends with session_ended (password_changed) when the password is changed in another session, and goes on in that session',
    async () => {
      const account = await createAccount(t, root);
      const elsewhere = await openAccepted(await t.tokenFor(account));
      const changer = await t.tokenFor(account);
      const here = await openAccepted(changer);
      const newPassword = `${account.password}-2`;
      t.check(
        await as(t, changer).put('/pub/current/password', {
          oldPassword: md5(account.password),
          newPassword: md5(newPassword),
        }),
        200,
      );
      await expectEnded(elsewhere, 'password_changed');
      await expect(here.nextNotice(LIVE_WITHIN_MS / 2)).rejects.toThrow(/nothing on the notice stream/);
    },
  );

  itWrites('ends with session_ended (password_changed) when an administrator sets a new password', async () => {
    const account = await createAccount(t, root);
    const stream = await openAccepted(await t.tokenFor(account));
    t.check(
      await as(t, root).put(`/users/${account.id}`, {
        userName: account.userName,
        realName: 'Contract suite',
        roleIds: [],
        password: md5(`${account.password}-reset`),
      }),
      200,
    );
    await expectEnded(stream, 'password_changed');
  });
});
