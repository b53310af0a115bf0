import { storedJwt as stored } from './jwt-fixture';
import { MAX_REFRESH_AHEAD_MS, refreshAheadMs, tokenIssuedAt } from './token-lifetime';

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
