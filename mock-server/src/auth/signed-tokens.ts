import type { KeyObject } from 'node:crypto';
import { signedClaims } from './hs256';

/**
 * The claims of the tokens whose signature this server has checked, by the token's exact text, so
 * that each token's HMAC is computed once rather than on every request it authenticates (with
 * the payload's decoding, half of the mock's token check on `GET /pub/current/user`).
 * Only a good signature is remembered, so forged or garbled tokens never fill it; what depends on
 * the time or the store (expiry, revocation, the user) is checked on every request by the caller.
 * A lookup compares the whole text, so a hit needs a token the server signed: it tells a guesser
 * nothing about the signature of any other. At most `capacity` tokens, the oldest forgotten first.
 */
export class SignedTokens {
  private readonly known = new Map<string, Readonly<Record<string, unknown>>>();

  /** @param capacity how many tokens are remembered at most. @default 4096 */
  constructor(
    private readonly key: KeyObject,
    private readonly capacity = 4096,
  ) {}

  /** The claims of `token` when it is an HS256 JWT signed with the key (see `signedClaims`); null otherwise. */
  claims(token: string): Readonly<Record<string, unknown>> | null {
    const known = this.known.get(token);
    if (known) return known;
    const claims = signedClaims(token, this.key);
    if (!claims) return null;
    if (this.known.size >= this.capacity) this.known.delete(this.known.keys().next().value!);
    const frozen = Object.freeze(claims);
    this.known.set(token, frozen);
    return frozen;
  }

  /** How many tokens are remembered (for the bound's tests). */
  size(): number {
    return this.known.size;
  }
}
