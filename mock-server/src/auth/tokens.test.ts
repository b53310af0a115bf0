import fastJwt from 'fast-jwt';
import { manualClock } from '../test-support';
import { TokenService } from './tokens';

describe('TokenService', () => {
  it('issues HS256 tokens with a jti per token and exp = now + ttl', () => {
    const clock = manualClock();
    const tokens = new TokenService({ secret: 's', ttlSeconds: 100, now: clock.now });
    const a = tokens.issue('u-1');
    const b = tokens.issue('u-1');
    const decoded = fastJwt.createDecoder({ complete: true })(a.accessToken) as { header: { alg: string } };
    expect(decoded.header.alg).toBe('HS256');
    expect(a.expiresAt).toBe(Math.floor(clock.now() / 1000) + 100);
    expect(tokens.verify(a.accessToken)!.jti).not.toBe(tokens.verify(b.accessToken)!.jti);
  });

  it('makes its signer and checker, and so its key, once rather than per token', () => {
    const signers = jest.spyOn(fastJwt, 'createSigner');
    const verifiers = jest.spyOn(fastJwt, 'createVerifier');
    try {
      const tokens = new TokenService({ secret: 's', ttlSeconds: 100, now: manualClock().now });
      expect(tokens.verify(tokens.issue('u-1').accessToken)?.sub).toBe('u-1');
      expect(tokens.verify(tokens.issue('u-2').accessToken)?.sub).toBe('u-2');
      expect(signers).toHaveBeenCalledTimes(1);
      expect(verifiers).toHaveBeenCalledTimes(1);
    } finally {
      signers.mockRestore();
      verifiers.mockRestore();
    }
  });

  it("checks a token's expiry and revocation on every call, though its signature is remembered", () => {
    const clock = manualClock();
    const tokens = new TokenService({ secret: 's', ttlSeconds: 60, now: clock.now });
    const token = tokens.issue('u-1').accessToken;
    for (let i = 0; i < 3; i += 1) expect(tokens.verify(token)?.sub).toBe('u-1');
    const revoked = tokens.issue('u-1').accessToken;
    expect(tokens.verify(revoked)).not.toBeNull();
    tokens.endSession(tokens.verify(revoked)!);
    expect(tokens.verify(revoked)).toBeNull();
    clock.advance(60_000);
    expect(tokens.verify(token)).toBeNull();
  });

  it('forgets revocations once their tokens have expired, so the list stays bounded', () => {
    const clock = manualClock();
    const tokens = new TokenService({ secret: 's', ttlSeconds: 60, now: clock.now });
    for (let i = 0; i < 1000; i += 1) tokens.endSession(tokens.verify(tokens.issue('u-1').accessToken)!);
    expect(tokens.revokedCount()).toBe(1000);
    expect(tokens.activeCount()).toBe(0);
    clock.advance(61_000);
    tokens.endSession(tokens.verify(tokens.issue('u-1').accessToken)!);
    expect(tokens.revokedCount()).toBe(1);
  });

  it('counts unexpired, unrevoked tokens as active sessions', () => {
    const clock = manualClock();
    const tokens = new TokenService({ secret: 's', ttlSeconds: 60, now: clock.now });
    const first = tokens.issue('u-1');
    tokens.issue('u-2');
    expect(tokens.activeCount()).toBe(2);
    tokens.endSession(tokens.verify(first.accessToken)!);
    expect(tokens.activeCount()).toBe(1);
    expect(tokens.verify(first.accessToken)).toBeNull();
    clock.advance(60_000);
    expect(tokens.activeCount()).toBe(0);
  });

  it('refuses another algorithm even with the same secret', () => {
    const tokens = new TokenService({ secret: 's', ttlSeconds: 60, now: Date.now });
    const claims = fastJwt.createDecoder()(tokens.issue('u').accessToken) as Record<string, unknown>;
    expect(tokens.verify(fastJwt.createSigner({ key: 's', algorithm: 'HS512' })(claims))).toBeNull();
    expect(tokens.verify(fastJwt.createSigner({ key: 's', algorithm: 'HS256' })(claims))).not.toBeNull();
  });
});
