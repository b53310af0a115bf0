import { createSigner, createVerifier } from 'fast-jwt';

/** The header of every token this server signs, base64url: the only one it takes. */
const HS256_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * A token as this server writes it: its own header (so no other algorithm, `none` included, and no
 * other header field can even be named) and an HMAC-SHA256 signature in canonical base64url, 43
 * characters whose last two spare bits are zero (so no second spelling of the same bytes passes).
 */
const OWN_SHAPE = new RegExp(String.raw`^${HS256_HEADER}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$`);

/** The claims of a token, as signed. */
export type Claims = Readonly<Record<string, unknown>>;

/** The HS256 tokens of one secret: signed and checked with fast-jwt, on a key made once. */
export interface Hs256 {
  /** A token of `claims`, which keep their own `iat`. */
  sign: (claims: Record<string, unknown>) => string;
  /**
   * The claims of `token` when it has this server's shape and its signature is the secret's, whatever
   * its times say (`liveAt` judges them, on the mock's own clock); null otherwise. The same frozen
   * object for the same token while it is remembered.
   */
  claims: (token: string) => Claims | null;
}

/**
 * The signer and checker of `secret`'s HS256 tokens. The last `remembered` tokens whose signature
 * held are remembered by their exact text, so a token's HMAC is computed once and a request's check
 * is a lookup. Not fast-jwt's own cache: it hashes every token to look it up (about 4 µs, some 5 %
 * of the CPU of `GET /pub/current/user`), and keeps refused tokens too, so a flood of forged ones
 * would push the good ones out. A hit needs the whole text of a token this server signed, so it
 * tells a guesser nothing about any other; the oldest is forgotten first.
 */
export function hs256(secret: string, remembered = 4096): Hs256 {
  const key = Buffer.from(secret);
  const sign = createSigner({ key, algorithm: 'HS256' });
  const verify = createVerifier({ key, algorithms: ['HS256'], ignoreExpiration: true, ignoreNotBefore: true });
  const checked = new Map<string, Claims>();
  const check = (token: string): Claims | null => {
    if (!OWN_SHAPE.test(token)) return null;
    try {
      return Object.freeze(verify(token) as Record<string, unknown>);
    } catch {
      return null;
    }
  };
  return {
    sign: (claims) => sign(claims),
    claims: (token) => {
      const known = checked.get(token);
      if (known) return known;
      const claims = check(token);
      if (!claims) return null;
      if (checked.size >= remembered) checked.delete(checked.keys().next().value!);
      checked.set(token, claims);
      return claims;
    },
  };
}

/** Whether `claims` are valid at `nowSeconds`: before `exp`, from `nbf` on; a time that is not a number never is. */
export function liveAt(claims: Claims, nowSeconds: number): boolean {
  const { exp, nbf } = claims;
  if (exp !== undefined && (typeof exp !== 'number' || nowSeconds >= exp)) return false;
  return nbf === undefined || (typeof nbf === 'number' && nowSeconds >= nbf);
}
