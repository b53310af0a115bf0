import type { PassThrough } from 'node:stream';
import type { TokenClaims } from '../../auth/tokens';
import { type NoticeHubOptions, NoticeHub, type SessionState, type StreamHandle, type StreamOwner } from './notice-hub';

const claims: TokenClaims = { sub: 'u-1', jti: 'j', sid: 's', exp: 0, sst: 0, tick: 0 };
const owner = (userId: string): StreamOwner => ({ userId, token: 't', claims: { ...claims, sub: userId } });
const notice = (id: string) => ({ id, at: '2026-11-28T09:12:03.120Z', kind: 'menu_changed' as const, read: false });

/** Everything written to `body` so far. */
const written = (body: PassThrough) => {
  const chunks: string[] = [];
  for (let chunk: unknown = body.read(); chunk !== null; chunk = body.read()) chunks.push(String(chunk));
  return chunks.join('');
};

describe('NoticeHub', () => {
  let state: SessionState;
  let now: number;
  const hubWith = (options: Partial<NoticeHubOptions> = {}) =>
    new NoticeHub({
      heartbeatMs: 1000,
      perUser: 2,
      total: 3,
      sessionOf: () => state,
      endNotice: (_userId, reason) => ({ ...notice('9'), kind: 'session_ended', reason }),
      now: () => now,
      ...options,
    });
  const opened = (result: StreamHandle | string): StreamHandle => {
    if (typeof result === 'string') throw new Error(`refused: ${result}`);
    return result;
  };

  beforeEach(() => {
    jest.useFakeTimers();
    now = 0;
    state = { liveUntil: 60_000 };
  });
  afterEach(() => jest.useRealTimers());

  it('writes retry, the replay oldest first, then the notices published and a heartbeat each interval', () => {
    const hub = hubWith();
    const { body } = opened(hub.open(owner('u-1'), [notice('1'), notice('2')]));
    expect(written(body)).toMatch(/^retry: 3000\n\nevent: notice\nid: 1\n.*\n\nevent: notice\nid: 2\n/s);
    hub.publish('u-1', notice('3'));
    hub.publish('u-2', notice('4'));
    expect(written(body)).toMatch(/^event: notice\nid: 3\n[^]*\n\n$/);
    jest.advanceTimersByTime(1000);
    expect(written(body)).toBe(': heartbeat\n\n');
  });

  it('refuses a stream past the bound per user, then past the bound in all', () => {
    const hub = hubWith();
    opened(hub.open(owner('u-1'), []));
    opened(hub.open(owner('u-1'), []));
    expect(hub.open(owner('u-1'), [])).toBe('user_streams');
    opened(hub.open(owner('u-2'), []));
    expect(hub.open(owner('u-3'), [])).toBe('all_streams');
    expect([hub.count(), hub.count('u-1'), hub.count('u-2')]).toEqual([3, 2, 1]);
  });

  it('forgets a closed stream and leaves no timer behind, whoever closes it and however often', () => {
    const hub = hubWith();
    const handles = [opened(hub.open(owner('u-1'), [])), opened(hub.open(owner('u-2'), []))];
    expect(jest.getTimerCount()).toBe(4);
    handles[0]!.close();
    handles[0]!.close();
    expect(hub.count()).toBe(1);
    expect(jest.getTimerCount()).toBe(2);
    hub.closeAll();
    expect(hub.count()).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
    // A slot freed is a slot to open again.
    opened(hub.open(owner('u-1'), []));
  });

  it('ends a stream with session_ended when a check finds its session over, and forgets it', () => {
    const hub = hubWith();
    const { body } = opened(hub.open(owner('u-1'), []));
    written(body);
    state = { ended: 'logout' };
    hub.recheck();
    expect(written(body)).toMatch(/^event: notice\nid: 9\ndata: .*"kind":"session_ended".*"reason":"logout"/);
    expect(body.writableEnded).toBe(true);
    expect(hub.count()).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('checks the session again when its token’s known life runs out', () => {
    const hub = hubWith();
    const { body } = opened(hub.open(owner('u-1'), []));
    state = { ended: 'expired' };
    jest.advanceTimersByTime(59_999);
    expect(hub.count()).toBe(1);
    jest.advanceTimersByTime(1);
    expect(written(body)).toContain('"reason":"expired"');
    expect(hub.count()).toBe(0);
  });

  it('refuses a session already over at open: the stream is only retry and session_ended', () => {
    state = { ended: 'account_disabled' };
    const hub = hubWith();
    const { body } = opened(hub.open(owner('u-1'), []));
    expect(written(body)).toMatch(/^retry: 3000\n\nevent: notice\n.*"reason":"account_disabled"/s);
    expect(hub.count()).toBe(0);
  });

  it('drops a stream whose client reads nothing once its backlog passes the bound', () => {
    const hub = hubWith({ maxBacklog: 100 });
    const { body } = opened(hub.open(owner('u-1'), []));
    for (let i = 0; i < 5; i += 1) hub.publish('u-1', notice(String(i)));
    expect(body.destroyed).toBe(true);
    expect(hub.count()).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});
