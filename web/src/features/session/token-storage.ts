/**
 * The token, its expiry and the clocks at its issue, persisted together under one fixed
 * localStorage key so that a page reload keeps the session and its refresh schedule.
 */
import { getItem, removeItem, setItem } from '@/lib/storage';
import type { IssueClock, StoredSession } from './types';

/** The fixed storage key of the authentication token. */
export const TOKEN_STORAGE_KEY = 'admin-auth-token';

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isIssueClock(value: unknown): value is IssueClock {
  if (typeof value !== 'object' || value === null) return false;
  const { localMs, serverMs } = value as Record<string, unknown>;
  return isFiniteNumber(localMs) && (serverMs === null || isFiniteNumber(serverMs));
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, expiresAt, issued } = value as Record<string, unknown>;
  return (
    typeof token === 'string' &&
    token !== '' &&
    (expiresAt === null || isFiniteNumber(expiresAt)) &&
    (issued === undefined || isIssueClock(issued))
  );
}

/** The stored session, or `null` when there is none or it was tampered into another shape. */
export function readStoredSession(): StoredSession | null {
  const value = getItem(TOKEN_STORAGE_KEY);
  return isStoredSession(value) ? value : null;
}

/** Persists the session. */
export function storeSession(session: StoredSession): void {
  setItem(TOKEN_STORAGE_KEY, session);
}

/** Removes the stored session. */
export function clearStoredSession(): void {
  removeItem(TOKEN_STORAGE_KEY);
}
