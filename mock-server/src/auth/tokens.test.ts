import crypto, { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { manualClock } from '../test-support';
import { TokenService } from './tokens';

describe('TokenService', () => {
  it('issues HS256 tokens with a jti per token and exp = now + ttl', () => {
    const clock = manualClock();
    const tokens = new TokenService({ secret: 's', ttlSeconds: 100, now: clock.now });
    const a = tokens.issue('u-1');
    const b = tokens.issue('u-1');
    const decoded = jwt.decode(a.accessToken, { complete: true })!;
    expect(decoded.header.alg).toBe('HS256');
    expect(a.expiresAt).toBe(Math.floor(clock.now() / 1000) + 100);
    expect(tokens.verify(a.accessToken)!.jti).not.toBe(tokens.verify(b.accessToken)!.jti);
  });

  it('signs with one key object made once, and checks tokens without jsonwebtoken', () => {
    // Given a string, jsonwebtoken tries to parse it as a PEM public key on every call first
    // (a throw and a catch): ~40 % of the CPU of a request on the mock; its verify then decodes
    // every token twice.
    const sign = jest.spyOn(jwt, 'sign');
    const verify = jest.spyOn(jwt, 'verify');
    try {
      const tokens = new TokenService({ secret: 's', ttlSeconds: 100, now: manualClock().now });
      expect(tokens.verify(tokens.issue('u-1').accessToken)?.sub).toBe('u-1');
      expect(tokens.verify(tokens.issue('u-2').accessToken)?.sub).toBe('u-2');
      const keys = sign.mock.calls.map((args) => args[1]);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBeInstanceOf(KeyObject);
      expect(keys[1]).toBe(keys[0]);
      expect(verify).not.toHaveBeenCalled();
    } finally {
      sign.mockRestore();
      verify.mockRestore();
    }
  });

  it("checks a token's signature once, and its expiry and revocation on every call", () => {
    const clock = manualClock();
    const tokens = new TokenService({ secret: 's', ttlSeconds: 60, now: clock.now });
    const token = tokens.issue('u-1').accessToken;
    const hmac = jest.spyOn(crypto, 'createHmac');
    try {
      for (let i = 0; i < 3; i += 1) expect(tokens.verify(token)?.sub).toBe('u-1');
      expect(hmac).toHaveBeenCalledTimes(1);
      const revoked = tokens.issue('u-1').accessToken;
      expect(tokens.verify(revoked)).not.toBeNull();
      tokens.endSession(tokens.verify(revoked)!);
      expect(tokens.verify(revoked)).toBeNull();
      clock.advance(60_000);
      expect(tokens.verify(token)).toBeNull();
    } finally {
      hmac.mockRestore();
    }
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
    const claims = jwt.decode(tokens.issue('u').accessToken) as jwt.JwtPayload;
    expect(tokens.verify(jwt.sign(claims, 's', { algorithm: 'HS512' }))).toBeNull();
    expect(tokens.verify(jwt.sign(claims, 's', { algorithm: 'HS256' }))).not.toBeNull();
  });
});
