import { storedJwt as stored } from './jwt-fixture';
import {
  MAX_REFRESH_AHEAD_MS,
  MIN_REFRESH_GAP_MS,
  issueClock,
  refreshAheadMs,
  refreshDueAtMs,
  tokenIssuedAt,
} from './token-lifetime';

describe('refreshAheadMs', () => {
  it('is a third of a short lifetime (a 10 s token: 3.33 s before expiry)', () => {
    expect(refreshAheadMs(stored({ iat: 1000, exp: 1010 }), 1010)).toBeCloseTo(10_000 / 3);
  });

  it('is a third of a 90 s lifetime: 30 s', () => {
    expect(refreshAheadMs(stored({ iat: 1000, exp: 1090 }), 1090)).toBe(30_000);
  });

  it('is at most 60 s for a long lifetime', () => {
    expect(refreshAheadMs(stored({ iat: 1000, exp: 8200 }), 8200)).toBe(MAX_REFRESH_AHEAD_MS);
  });

  it.each([
    ['an opaque token', 'Bearer opaque'],
    ['a JWT without iat', stored({ exp: 1010 })],
    ['a JWT whose payload is not JSON', 'Bearer a.bm90IGpzb24.c'],
    ['an iat after expiry', stored({ iat: 2000 })],
  ])('falls back to 60 s for %s', (_name, token) => {
    expect(refreshAheadMs(token, 1010)).toBe(MAX_REFRESH_AHEAD_MS);
  });

  it('reads iat from base64url payloads with - and _', () => {
    const token = stored({ iat: 1000, sub: '\u00ff\u00fe>>>???' });
    expect(token).toMatch(/[-_]/);
    expect(tokenIssuedAt(token)).toBe(1000);
  });
});

describe('issueClock', () => {
  const token = stored({ iat: 1000, exp: 1090 });

  it('reads the server’s clock from the Date header', () => {
    const response = { headers: new Headers({ Date: new Date(2_000_000).toUTCString() }) };
    expect(issueClock(response, token, 5_000_000)).toEqual({ localMs: 5_000_000, serverMs: 2_000_000 });
  });

  it('falls back to the token’s iat when the Date header is not readable (another origin not exposing it)', () => {
    expect(issueClock({ headers: new Headers() }, token, 5_000_000)).toEqual({
      localMs: 5_000_000,
      serverMs: 1_000_000,
    });
  });

  it('knows only the device’s clock for an opaque token without a Date header', () => {
    expect(issueClock({ headers: new Headers() }, 'Bearer opaque', 5_000_000)).toEqual({
      localMs: 5_000_000,
      serverMs: null,
    });
  });
});

describe('refreshDueAtMs', () => {
  const HOURS = 3_600_000;
  // A 90 s token issued by the server at 1000 s: due 30 s before its expiry, 60 s after issue.
  const token = stored({ iat: 1000, exp: 1090 });

  it.each([3 * HOURS, -3 * HOURS, 0])('is 60 s after arrival on a device clock %d ms off the server’s', (skew) => {
    const arrival = 1_000_000 + skew;
    expect(refreshDueAtMs(token, 1090, { localMs: arrival, serverMs: 1_000_000 })).toBe(arrival + 60_000);
  });

  it(`is never sooner than ${MIN_REFRESH_GAP_MS / 60_000} min after arrival when the server’s clock is unknown`, () => {
    // The device's clock 3 h ahead takes the opaque token for long expired.
    const arrival = 1_000_000 + 3 * HOURS;
    expect(refreshDueAtMs('Bearer opaque', 1090, { localMs: arrival, serverMs: null })).toBe(
      arrival + MIN_REFRESH_GAP_MS,
    );
  });
});
