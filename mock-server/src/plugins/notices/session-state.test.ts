import { TokenService } from '../../auth/tokens';
import { buildSeed } from '../../data/seed';
import { createStore, type Store } from '../../data/store';
import type { StreamOwner } from './notice-hub';
import { sessionState } from './session-state';

describe('sessionState', () => {
  let store: Store;
  let tokens: TokenService;
  let now: number;
  const ownerOf = (userId: string): StreamOwner => {
    const token = tokens.issue(userId).accessToken;
    return { userId, token, claims: tokens.verify(token)! };
  };

  beforeEach(async () => {
    now = Date.parse('2026-11-28T09:00:00Z');
    store = createStore(await buildSeed({ scryptCost: 1024, docsUrl: 'https://docs.example.test/', now }));
    tokens = new TokenService({
      secret: 'x'.repeat(32),
      ttlSeconds: 600,
      now: () => now,
      revocations: store.revocations,
    });
  });

  it('is alive until the token expires, or until a replaced token’s grace ends', () => {
    const owner = ownerOf('u-staff');
    expect(sessionState(tokens, store, owner)).toEqual({ liveUntil: now + 600_000 });
    tokens.refresh(owner.claims);
    expect(sessionState(tokens, store, owner)).toEqual({ liveUntil: now + 30_000 });
    now += 30_000;
    expect(sessionState(tokens, store, owner)).toEqual({ ended: 'expired' });
  });

  it('names why it ended: logout, a new password elsewhere, the user disabled or deleted', () => {
    const owner = ownerOf('u-staff');
    const kept = ownerOf('u-staff');
    tokens.revokeUser('u-staff', kept.claims);
    expect(sessionState(tokens, store, owner)).toEqual({ ended: 'password_changed' });
    expect(sessionState(tokens, store, kept)).toHaveProperty('liveUntil');
    tokens.endSession(kept.claims);
    expect(sessionState(tokens, store, kept)).toEqual({ ended: 'logout' });
    const root = ownerOf('u-root');
    store.users.update('u-root', { status: 'disabled' });
    expect(sessionState(tokens, store, root)).toEqual({ ended: 'account_disabled' });
    store.users.remove('u-root');
    expect(sessionState(tokens, store, root)).toEqual({ ended: 'account_deleted' });
  });
});
