import type { TokenService } from '../../auth/tokens';
import type { Store } from '../../data/store';
import type { SessionState, StreamOwner } from './notice-hub';

/**
 * Where the session of a stream's token stands, checked as every request is (`tokens.verify` and
 * the user): alive until the token expires or, for a token a refresh replaced, its grace ends; else
 * ended, and why. The user's record decides first (deleted, disabled), then the sign-in logged out,
 * then every session of the user ended while the user stays enabled, which only a new password
 * does (docs/product-rules.md, Sessions); else the token ran out (`expired`).
 */
export function sessionState(tokens: TokenService, store: Store, owner: StreamOwner): SessionState {
  const user = store.users.get(owner.userId);
  if (!user) return { ended: 'account_deleted' };
  if (user.status !== 'enabled') return { ended: 'account_disabled' };
  const claims = tokens.verify(owner.token);
  if (claims) {
    const replaced = store.revocations.token(claims.jti);
    return { liveUntil: Math.min(claims.exp, replaced?.validUntil ?? Infinity) * 1000 };
  }
  if (store.revocations.session(owner.claims.sid)) return { ended: 'logout' };
  const allEnded = store.revocations.user(owner.userId);
  if (allEnded && owner.claims.tick < allEnded.issuedBefore && allEnded.keep !== owner.claims.jti)
    return { ended: 'password_changed' };
  return { ended: 'expired' };
}
