import { type KeyObject, createHmac, createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { HS256_HEADER, liveAt, signedClaims } from './hs256';

const SECRET = 'hs256-test-secret';
const KEY = createSecretKey(Buffer.from(SECRET));
const NOW = 1_800_000_000;
const sign = (claims: object, options: jwt.SignOptions = {}) =>
  jwt.sign(claims, SECRET, { algorithm: 'HS256', noTimestamp: true, ...options });
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** What `jwt.verify` answers at `now`: the claims of a well-signed token valid then, else null. */
const verifyHs256 = (token: string, key: KeyObject, now: number) => {
  const claims = signedClaims(token, key);
  return claims && liveAt(claims, now) ? claims : null;
};
/** A token of this header and any payload text, signed with the right key (jsonwebtoken refuses to sign some of them). */
const forge = (payload: string) => {
  const input = `${HS256_HEADER}.${Buffer.from(payload).toString('base64url')}`;
  return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
};

describe('signedClaims and liveAt', () => {
  it('answers the claims of a token jsonwebtoken signed, as jsonwebtoken reads them', () => {
    const token = sign({ sub: 'u-1', exp: NOW + 1, tick: 5, name: '超级管理员' });
    expect(token.startsWith(`${HS256_HEADER}.`)).toBe(true);
    expect(verifyHs256(token, KEY, NOW)).toEqual(
      jwt.verify(token, SECRET, { algorithms: ['HS256'], clockTimestamp: NOW }),
    );
  });

  it('answers the claims of a well-signed token whatever its times say; liveAt judges them', () => {
    const expired = signedClaims(sign({ sub: 'u-1', exp: NOW }), KEY);
    expect(expired).toEqual({ sub: 'u-1', exp: NOW });
    expect(liveAt(expired!, NOW - 1)).toBe(true);
    expect(liveAt(expired!, NOW)).toBe(false);
    expect(liveAt({}, NOW)).toBe(true);
  });

  it('refuses a token at or after its expiry and before its nbf, and non-numeric times', () => {
    expect(verifyHs256(sign({ exp: NOW }), KEY, NOW)).toBeNull();
    expect(verifyHs256(sign({ exp: NOW + 1, nbf: NOW + 1 }), KEY, NOW)).toBeNull();
    expect(verifyHs256(sign({ exp: NOW + 1, nbf: NOW }), KEY, NOW)).not.toBeNull();
    expect(verifyHs256(forge(JSON.stringify({ exp: NOW + 10 })), KEY, NOW)).not.toBeNull();
    expect(verifyHs256(forge(JSON.stringify({ exp: String(NOW + 10) })), KEY, NOW)).toBeNull();
    expect(verifyHs256(forge(JSON.stringify({ exp: NOW + 10, nbf: 'now' })), KEY, NOW)).toBeNull();
  });

  it('refuses another key, a changed payload, and any header but its own (none, HS512, extra fields)', () => {
    const token = sign({ sub: 'u-1', exp: NOW + 60 });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(verifyHs256(token, createSecretKey(Buffer.from('another-secret')), NOW)).toBeNull();
    expect(verifyHs256(`${header}.${part({ sub: 'u-root', exp: NOW + 60 })}.${signature}`, KEY, NOW)).toBeNull();
    expect(verifyHs256(`${part({ alg: 'none', typ: 'JWT' })}.${payload}.`, KEY, NOW)).toBeNull();
    expect(verifyHs256(sign({ sub: 'u-1', exp: NOW + 60 }, { algorithm: 'HS512' }), KEY, NOW)).toBeNull();
    expect(verifyHs256(sign({ sub: 'u-1', exp: NOW + 60 }, { keyid: 'k1' }), KEY, NOW)).toBeNull();
  });

  it('takes the signature character for character: other base64url spellings of its bytes are refused', () => {
    const token = sign({ sub: 'u-1', exp: NOW + 60 });
    // 32 bytes are 43 base64url characters: the last carries 2 unused bits, which decoding drops.
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[alphabet.indexOf(last) ^ 1]!;
    const forged = `${token.slice(0, -1)}${twin}`;
    expect(Buffer.from(forged.split('.')[2]!, 'base64url')).toEqual(Buffer.from(token.split('.')[2]!, 'base64url'));
    expect(verifyHs256(forged, KEY, NOW)).toBeNull();
    expect(verifyHs256(`${token}=`, KEY, NOW)).toBeNull();
  });

  it('refuses what is not three parts, or whose payload is not a JSON object', () => {
    const token = sign({ exp: NOW + 60 });
    expect(verifyHs256(token.split('.').slice(0, 2).join('.'), KEY, NOW)).toBeNull();
    expect(verifyHs256(`${token}.x`, KEY, NOW)).toBeNull();
    expect(verifyHs256('', KEY, NOW)).toBeNull();
    for (const payload of ['"u-1"', '[1]', 'null', '{not json'])
      expect(verifyHs256(forge(payload), KEY, NOW)).toBeNull();
  });
});
