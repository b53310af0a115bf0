import { createHmac } from 'node:crypto';
import { type SignerOptions, createDecoder, createSigner } from 'fast-jwt';
import { hs256, liveAt } from './jwt';

const SECRET = 'jwt-test-secret';
const NOW = 1_800_000_000;
const { sign, claims: claimsOf } = hs256(SECRET);
/** A token signed with the secret by fast-jwt itself, with `options` (another algorithm, header fields). */
const signWith = (claims: object, options: Partial<Pick<SignerOptions, 'algorithm' | 'kid'>> = {}) =>
  createSigner({ key: SECRET, algorithm: 'HS256', noTimestamp: true, ...options })(claims);
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = part({ alg: 'HS256', typ: 'JWT' });
/** The claims of a well-signed token valid at `now`, else null: what the mock's token check takes. */
const validAt = (token: string, now: number) => {
  const claims = claimsOf(token);
  return claims && liveAt(claims, now) ? claims : null;
};
/** A token of the server's header and any payload text, signed with the right key (a signer refuses some). */
const forge = (payload: string) => {
  const input = `${HEADER}.${Buffer.from(payload).toString('base64url')}`;
  return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
};

describe('hs256 and liveAt', () => {
  it('signs HS256 tokens of the claims given, their own iat kept, and reads them back', () => {
    const token = sign({ sub: 'u-1', iat: NOW, exp: NOW + 1, tick: 5, name: '超级管理员' });
    expect(token.startsWith(`${HEADER}.`)).toBe(true);
    expect(createDecoder({ complete: true })(token).header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(validAt(token, NOW)).toEqual({ sub: 'u-1', iat: NOW, exp: NOW + 1, tick: 5, name: '超级管理员' });
  });

  it('answers the claims of a well-signed token whatever its times say; liveAt judges them', () => {
    const expired = claimsOf(sign({ sub: 'u-1', iat: NOW - 10, exp: NOW }));
    expect(expired).toEqual({ sub: 'u-1', iat: NOW - 10, exp: NOW });
    expect(liveAt(expired!, NOW - 1)).toBe(true);
    expect(liveAt(expired!, NOW)).toBe(false);
    expect(liveAt({}, NOW)).toBe(true);
  });

  it('refuses a token at or after its expiry and before its nbf, and non-numeric times', () => {
    expect(validAt(forge(JSON.stringify({ exp: NOW })), NOW)).toBeNull();
    expect(validAt(forge(JSON.stringify({ exp: NOW + 1, nbf: NOW + 1 })), NOW)).toBeNull();
    expect(validAt(forge(JSON.stringify({ exp: NOW + 1, nbf: NOW })), NOW)).not.toBeNull();
    expect(validAt(forge(JSON.stringify({ exp: NOW + 10 })), NOW)).not.toBeNull();
    expect(validAt(forge(JSON.stringify({ exp: String(NOW + 10) })), NOW)).toBeNull();
    expect(validAt(forge(JSON.stringify({ exp: NOW + 10, nbf: 'now' })), NOW)).toBeNull();
  });

  it('refuses another key, a changed payload, and any header but its own (none, HS512, extra fields)', () => {
    const token = sign({ sub: 'u-1', exp: NOW + 60 });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(hs256('another-secret').claims(token)).toBeNull();
    expect(validAt(`${header}.${part({ sub: 'u-root', exp: NOW + 60 })}.${signature}`, NOW)).toBeNull();
    expect(validAt(`${part({ alg: 'none', typ: 'JWT' })}.${payload}.`, NOW)).toBeNull();
    expect(validAt(signWith({ sub: 'u-1', exp: NOW + 60 }, { algorithm: 'HS512' }), NOW)).toBeNull();
    expect(validAt(signWith({ sub: 'u-1', exp: NOW + 60 }, { kid: 'k1' }), NOW)).toBeNull();
    expect(validAt(signWith({ sub: 'u-1', exp: NOW + 60 }), NOW)).not.toBeNull();
  });

  it('takes the signature character for character: other base64url spellings of its bytes are refused', () => {
    const token = sign({ sub: 'u-1', exp: NOW + 60 });
    // 32 bytes are 43 base64url characters: the last carries 2 unused bits, which decoding drops.
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[alphabet.indexOf(last) ^ 1]!;
    const forged = `${token.slice(0, -1)}${twin}`;
    expect(Buffer.from(forged.split('.')[2]!, 'base64url')).toEqual(Buffer.from(token.split('.')[2]!, 'base64url'));
    expect(validAt(forged, NOW)).toBeNull();
    expect(validAt(`${token}=`, NOW)).toBeNull();
  });

  it('refuses what is not three parts, or whose payload is not a JSON object', () => {
    const token = sign({ exp: NOW + 60 });
    expect(validAt(token.split('.').slice(0, 2).join('.'), NOW)).toBeNull();
    expect(validAt(`${token}.x`, NOW)).toBeNull();
    expect(validAt('', NOW)).toBeNull();
    for (const payload of ['"u-1"', '[1]', 'null', '{not json']) expect(validAt(forge(payload), NOW)).toBeNull();
  });

  it('remembers a checked token: the same frozen claims, without checking its signature again', () => {
    const token = sign({ sub: 'u-1', exp: NOW + 60 });
    const first = claimsOf(token);
    expect(first).toEqual({ sub: 'u-1', exp: NOW + 60, iat: expect.any(Number) });
    expect(Object.isFrozen(first)).toBe(true);
    expect(claimsOf(token)).toBe(first);
  });

  it('remembers as many tokens as it is told, forgetting the oldest first, and never a refused one', () => {
    const { claims } = hs256(SECRET, 2);
    const [a, b, c] = ['a', 'b', 'c'].map((sub) => sign({ sub })) as [string, string, string];
    const [first, second, third] = [a, b, c].map((token) => claims(token));
    expect(claims(b)).toBe(second);
    expect(claims(c)).toBe(third);
    expect(claims(a)).not.toBe(first);
    expect(claims(a)).toEqual(first);
    const remembered = claims(a);
    for (const forged of [`${c.slice(0, -2)}AA`, hs256('another-secret').sign({ sub: 'a' })])
      expect(claims(forged)).toBeNull();
    expect(claims(a)).toBe(remembered);
    expect(claims(c)).toBe(third);
  });
});
