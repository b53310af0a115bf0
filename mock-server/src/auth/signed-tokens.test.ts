import crypto, { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { SignedTokens } from './signed-tokens';

const SECRET = 'signed-tokens-test-secret';
const KEY = createSecretKey(Buffer.from(SECRET));
const sign = (claims: object) => jwt.sign(claims, SECRET, { algorithm: 'HS256', noTimestamp: true });

describe('SignedTokens', () => {
  let hmac: jest.SpyInstance;
  beforeEach(() => (hmac = jest.spyOn(crypto, 'createHmac')));
  afterEach(() => hmac.mockRestore());

  it("computes a token's HMAC once, however often the token is checked", () => {
    const signed = new SignedTokens(KEY);
    const token = sign({ sub: 'u-1', exp: 2_000_000_000 });
    hmac.mockClear();
    for (let i = 0; i < 3; i += 1) expect(signed.claims(token)).toEqual({ sub: 'u-1', exp: 2_000_000_000 });
    expect(hmac).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(signed.claims(token))).toBe(true);
  });

  it('remembers no token whose signature is wrong, and refuses it every time', () => {
    const signed = new SignedTokens(KEY);
    const token = sign({ sub: 'u-1' });
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${sign({ sub: 'u-2' }).split('.')[2]}`;
    const other = new SignedTokens(createSecretKey(Buffer.from('another-secret')));
    hmac.mockClear();
    signed.claims(token);
    for (let i = 0; i < 3; i += 1) expect(signed.claims(forged)).toBeNull();
    expect(other.claims(token)).toBeNull();
    expect(signed.size()).toBe(1);
    expect(hmac).toHaveBeenCalledTimes(5);
  });

  it('keeps at most its capacity, forgetting the oldest first', () => {
    const signed = new SignedTokens(KEY, 2);
    const [a, b, c] = ['a', 'b', 'c'].map((sub) => sign({ sub })) as [string, string, string];
    for (const token of [a, b, c]) signed.claims(token);
    expect(signed.size()).toBe(2);
    hmac.mockClear();
    signed.claims(c);
    signed.claims(b);
    expect(hmac).not.toHaveBeenCalled();
    expect(signed.claims(a)).toEqual({ sub: 'a' });
    expect(hmac).toHaveBeenCalledTimes(1);
  });
});
