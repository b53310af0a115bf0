import { Revocations } from '../data/revocations';
import { manualClock, refreshed } from '../test-support';
import { TokenService } from './tokens';

const SECRET = 'x'.repeat(32);

function service(options: { ttlSeconds?: number; sessionMaxSeconds?: number; revocations?: Revocations } = {}) {
  const clock = manualClock();
  const tokens = new TokenService({
    secret: SECRET,
    ttlSeconds: options.ttlSeconds ?? 600,
    now: clock.now,
    ...options,
  });
  return { clock, tokens, refreshed: (token: string) => refreshed(tokens, token).accessToken };
}

describe('TokenService: one sign-in is one session across its refreshes', () => {
  it('a logout with the newest token ends the replaced one too, inside its grace, and nothing of it refreshes again', () => {
    const { tokens, refreshed } = service();
    const first = tokens.issue('u-1').accessToken;
    const second = refreshed(first);
    expect(tokens.verify(first)).not.toBeNull();
    tokens.endSession(tokens.verify(second)!);
    expect({ first: tokens.verify(first), second: tokens.verify(second) }).toEqual({ first: null, second: null });
    expect(tokens.activeCount()).toBe(0);
  });

  it('a logout with the replaced token, inside its grace, ends its successor too', () => {
    const { tokens, refreshed } = service();
    const first = tokens.issue('u-1').accessToken;
    const second = refreshed(first);
    tokens.endSession(tokens.verify(first)!);
    expect(tokens.verify(second)).toBeNull();
  });

  it("ends only the session logged out of, not the same user's other sign-ins", () => {
    const { tokens } = service();
    const here = tokens.issue('u-1').accessToken;
    const elsewhere = tokens.issue('u-1').accessToken;
    tokens.endSession(tokens.verify(here)!);
    expect(tokens.verify(elsewhere)?.sub).toBe('u-1');
    expect(tokens.activeCount()).toBe(1);
  });

  it('carries the session id across refreshes', () => {
    const { tokens, refreshed } = service();
    const first = tokens.issue('u-1').accessToken;
    const second = refreshed(first);
    const third = refreshed(second);
    const sid = tokens.verify(first)!.sid;
    expect([tokens.verify(second)!.sid, tokens.verify(third)!.sid]).toEqual([sid, sid]);
    expect(tokens.verify(tokens.issue('u-1').accessToken)!.sid).not.toBe(sid);
  });
});

describe('TokenService: a replaced token serves requests in flight, never a new refresh', () => {
  it('refuses to refresh a token a second time, while it still serves requests', () => {
    const { clock, tokens, refreshed } = service();
    const first = tokens.issue('u-1').accessToken;
    refreshed(first);
    clock.advance(1_000);
    expect(tokens.refresh(tokens.verify(first)!)).toBe('replaced');
    expect(tokens.verify(first)?.sub).toBe('u-1');
    expect(tokens.activeCount()).toBe(1);
  });
});

describe('Revocations of ended sessions', () => {
  it('are kept in the store, so a new service on the same data refuses the session', () => {
    const revocations = new Revocations();
    const { clock, tokens, refreshed } = service({ revocations });
    const first = tokens.issue('u-1').accessToken;
    const second = refreshed(first);
    tokens.endSession(tokens.verify(second)!);
    const stored = revocations.snapshot();
    expect(Object.keys(stored.sessions ?? {})).toHaveLength(1);
    const again = new TokenService({
      secret: SECRET,
      ttlSeconds: 600,
      now: clock.now,
      revocations: new Revocations(stored),
      acceptEarlierRuns: true,
    });
    expect({ first: again.verify(first), second: again.verify(second) }).toEqual({ first: null, second: null });
  });

  it('are forgotten once every token of the session has expired: a TTL after the logout, or at the session max life', () => {
    const { clock, tokens } = service({ ttlSeconds: 600, sessionMaxSeconds: 1_000 });
    const early = tokens.issue('u-1').accessToken;
    const late = tokens.issue('u-1').accessToken;
    tokens.endSession(tokens.verify(early)!);
    clock.advance(500_000);
    // Logged out 500 s in: its tokens could live 600 s more, but the session ends 1 000 s after sign-in.
    tokens.endSession(tokens.verify(late)!);
    const remembered = (afterMs: number) => {
      clock.advance(afterMs);
      tokens.activeCount();
      return tokens.revokedCount();
    };
    expect(remembered(0)).toBe(2);
    expect(remembered(99_000)).toBe(2);
    expect(remembered(1_000)).toBe(1);
    expect(remembered(399_000)).toBe(1);
    expect(remembered(1_000)).toBe(0);
  });
});
