import { explain9999, newTokenLife, REFRESH_GRACE_MS, refreshDueAt, type TokenLife } from './token-life';

const T0 = 1_800_000_000_000;
/** A 20 s token received at T0. */
const token = (changes: Partial<TokenLife> = {}): TokenLife => ({
  ...newTokenLife({ tokenType: 'Bearer', accessToken: 'abc', expiresAt: T0 / 1000 + 20 }, T0),
  ...changes,
});

describe('explain9999: which code-9999 answers the session rules allow', () => {
  it('calls a 9999 for a live token that was neither logged out nor replaced unexpected', () => {
    expect(explain9999(token(), T0 + 5_000)).toBe('unexpected');
  });

  it('allows it once the token has expired by the time of the answer, not before', () => {
    expect(explain9999(token(), T0 + 20_000)).toBe('expired');
    expect(explain9999(token(), T0 + 19_999)).toBe('unexpected');
  });

  it('allows it after a logout sent before the answer came, not after one sent later', () => {
    expect(explain9999(token({ loggedOutAt: T0 + 3_000 }), T0 + 3_000)).toBe('logged-out');
    expect(explain9999(token({ loggedOutAt: T0 + 3_001 }), T0 + 3_000)).toBe('unexpected');
  });

  it('refuses a replaced token only once the refresh grace is over', () => {
    const long = { expiresAt: T0 + 7_200_000 };
    expect(explain9999(token({ ...long, replacedAt: T0 + 1_000 }), T0 + 1_000 + REFRESH_GRACE_MS - 1)).toBe(
      'unexpected',
    );
    expect(explain9999(token({ ...long, replacedAt: T0 + 1_000 }), T0 + 1_000 + REFRESH_GRACE_MS)).toBe('replaced');
    expect(explain9999(token({ replacedAt: T0 + 1_000 }), T0 + 2_000, { graceMs: 500 })).toBe('replaced');
  });

  it('refuses a refresh of a replaced token at once: its grace serves requests, not refreshes', () => {
    expect(explain9999(token({ replacedAt: T0 + 1_000 }), T0 + 1_001, { refresh: true })).toBe('replaced');
    expect(explain9999(token(), T0 + 1_001, { refresh: true })).toBe('unexpected');
  });
});

describe('refreshDueAt', () => {
  it('is a third of the lifetime before expiry for a short token', () => {
    expect(refreshDueAt(token()) - T0).toBeCloseTo(20_000 - 20_000 / 3);
  });

  it('is at most 60 s before expiry for a long one', () => {
    expect(refreshDueAt(token({ expiresAt: T0 + 7_200_000 }))).toBe(T0 + 7_200_000 - 60_000);
  });
});
