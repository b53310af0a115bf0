import { createSigner, createVerifier } from 'fast-jwt';

/** The header of every token this server signs, base64url: the only one it takes. */
const HS256_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * A token as this server writes it: its own header (so no other algorithm, `none` included, and no
 * other header field can even be named) and an HMAC-SHA256 signature in canonical base64url, 43
 * characters whose last two spare bits are zero (so no second spelling of the same bytes passes).
 */
const OWN_SHAPE = new RegExp(String.raw`^${HS256_HEADER}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$`);

/** Tokens whose signature was checked, remembered by fast-jwt so that a token's HMAC is computed once. */
const CHECKED_TOKENS = 4096;

/** The claims of a token, as signed. */
export type Claims = Readonly<Record<string, unknown>>;

/** The HS256 tokens of one secret: signed and checked with fast-jwt, on a key made once. */
export interface Hs256 {
  /** A token of `claims`, which keep their own `iat`. */
  sign: (claims: Record<string, unknown>) => string;
  /**
   * The claims of `token` when it has this server's shape and its signature is the secret's, whatever
   * its times say (`liveAt` judges them, on the mock's own clock); null otherwise. The same object
   * for the same token while fast-jwt remembers it.
   */
  claims: (token: string) => Claims | null;
}

/** The signer and checker of `secret`'s HS256 tokens. */
export function hs256(secret: string): Hs256 {
  const key = Buffer.from(secret);
  const sign = createSigner({ key, algorithm: 'HS256' });
  const verify = createVerifier({
    key,
    algorithms: ['HS256'],
    cache: CHECKED_TOKENS,
    ignoreExpiration: true,
    ignoreNotBefore: true,
  });
  return {
    sign: (claims) => sign(claims),
    claims: (token) => {
      if (!OWN_SHAPE.test(token)) return null;
      try {
        return verify(token) as Claims;
      } catch {
        return null;
      }
    },
  };
}

/** Whether `claims` are valid at `nowSeconds`: before `exp`, from `nbf` on; a time that is not a number never is. */
export function liveAt(claims: Claims, nowSeconds: number): boolean {
  const { exp, nbf } = claims;
  if (exp !== undefined && (typeof exp !== 'number' || nowSeconds >= exp)) return false;
  return nbf === undefined || (typeof nbf === 'number' && nowSeconds >= nbf);
}
