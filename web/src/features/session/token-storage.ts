/**
 * The token and its expiry, persisted together under one fixed localStorage key so that a page
 * reload keeps the session and its refresh schedule.
 */
import { getItem, removeItem, setItem } from '../../lib/storage';
import type { StoredSession } from './types';

/** The fixed storage key of the authentication token. */
export const TOKEN_STORAGE_KEY = 'admin-auth-token';

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, expiresAt } = value as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && (expiresAt === null || (typeof expiresAt === 'number' && Number.isFinite(expiresAt)));
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
