import { manualClock, refreshed } from '../test-support';
import { TokenService } from './tokens';

const SECRET = 'x'.repeat(32);

describe('TokenService: a refresh keeps the replaced token for a grace window', () => {
  it('accepts the replaced token for 30 s, then refuses it', () => {
    const clock = manualClock();
    const tokens = new TokenService({ secret: SECRET, ttlSeconds: 600, now: clock.now });
    const oldToken = tokens.issue('u-1').accessToken;
    const next = refreshed(tokens, oldToken);
    expect(tokens.verify(next.accessToken)?.sub).toBe('u-1');
    clock.advance(29_999);
    expect(tokens.verify(oldToken)?.sub).toBe('u-1');
    clock.advance(1);
    expect(tokens.verify(oldToken)).toBeNull();
    expect(tokens.verify(next.accessToken)?.sub).toBe('u-1');
  });

  it('ends the grace window with the token itself when it expires sooner', () => {
    const clock = manualClock();
    const tokens = new TokenService({ secret: SECRET, ttlSeconds: 20, now: clock.now });
    const oldToken = tokens.issue('u-1').accessToken;
    clock.advance(10_000);
    refreshed(tokens, oldToken);
    clock.advance(9_000);
    expect(tokens.verify(oldToken)).not.toBeNull();
    clock.advance(1_000);
    expect(tokens.verify(oldToken)).toBeNull();
  });

  it('revokes at once, with no grace, on logout even inside a grace window', () => {
    const clock = manualClock();
    const tokens = new TokenService({ secret: SECRET, ttlSeconds: 600, now: clock.now });
    const oldToken = tokens.issue('u-1').accessToken;
    const old = tokens.verify(oldToken)!;
    tokens.refresh(old);
    tokens.endSession(old);
    expect(tokens.verify(oldToken)).toBeNull();
  });
});

describe('TokenService: the absolute session lifetime', () => {
  it('never issues exp past the session start + max, and refuses the refresh at the limit', () => {
    const clock = manualClock();
    const tokens = new TokenService({ secret: SECRET, ttlSeconds: 100, sessionMaxSeconds: 250, now: clock.now });
    const start = Math.floor(clock.now() / 1000);
    let token = tokens.issue('u-1');
    const expiries = [token.expiresAt];
    for (let i = 0; i < 2; i += 1) {
      clock.advance(90_000);
      token = refreshed(tokens, token.accessToken);
      expiries.push(token.expiresAt);
    }
    expect(expiries).toEqual([start + 100, start + 190, start + 250]);
    const last = tokens.verify(token.accessToken)!;
    expect(last.sst).toBe(start);
    expect(tokens.refresh({ ...last, sst: start - 1 })).toEqual(expect.objectContaining({ expiresAt: start + 249 }));
    expect(tokens.refresh({ ...last, sst: start - 70 })).toBe('session_expired');
    // A token of ours expires with its session: at the limit, nothing is left to refresh.
    clock.advance(70_000);
    expect(tokens.verify(token.accessToken)).toBeNull();
  });

  it('caps even the first token of a session shorter than the TTL', () => {
    const clock = manualClock();
    const tokens = new TokenService({ secret: SECRET, ttlSeconds: 100, sessionMaxSeconds: 30, now: clock.now });
    expect(tokens.issue('u-1').expiresAt).toBe(Math.floor(clock.now() / 1000) + 30);
  });
});

describe("TokenService: ending all of a user's sessions", () => {
  it('voids every token issued before, not those issued after, even in the same millisecond', () => {
    const clock = manualClock();
    const tokens = new TokenService({ secret: SECRET, ttlSeconds: 600, now: clock.now });
    const before = tokens.issue('u-1').accessToken;
    const other = tokens.issue('u-2').accessToken;
    tokens.revokeUser('u-1');
    const after = tokens.issue('u-1').accessToken;
    expect(tokens.verify(before)).toBeNull();
    expect(tokens.verify(after)).not.toBeNull();
    expect(tokens.verify(other)).not.toBeNull();
  });

  it('can keep the one session that asked (a password change by the user)', () => {
    const clock = manualClock();
    const tokens = new TokenService({ secret: SECRET, ttlSeconds: 600, now: clock.now });
    const mine = tokens.issue('u-1').accessToken;
    const elsewhere = tokens.issue('u-1').accessToken;
    tokens.revokeUser('u-1', tokens.verify(mine)!);
    expect(tokens.verify(mine)).not.toBeNull();
    expect(tokens.verify(elsewhere)).toBeNull();
  });
});
