/**
 * One refresh at a time across the browser's tabs: the Web Locks API where the browser has it
 * (a lock outlives neither its tab nor its holder), nothing to wait for where it has not.
 */
import { CANCEL } from 'redux-saga';

/** The lock every tab's refresh runs under. */
export const REFRESH_LOCK_NAME = 'admin-auth-token-refresh';

/**
 * Waits for the lock `name` and answers the function that releases it. A saga cancelled while it
 * waits (a logout) withdraws its request, and one cancelled as the lock arrives releases it, so a
 * lock is never held for a saga that is gone.
 */
export function holdLock(name: string): Promise<() => void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve(() => undefined);
  const withdraw = new AbortController();
  let release: (() => void) | undefined;
  const held = new Promise<() => void>((resolve, reject) => {
    locks
      .request(
        name,
        { signal: withdraw.signal },
        () =>
          new Promise<void>((done) => {
            release = done;
            resolve(done);
          }),
      )
      .catch((error: unknown) => {
        // Withdrawn by a cancelled saga: nobody waits for the answer any more.
        if (!withdraw.signal.aborted) reject(error);
      });
  });
  // Called by redux-saga when the saga waiting on (or just handed) the lock is cancelled.
  return Object.assign(held, {
    [CANCEL]: () => {
      withdraw.abort();
      release?.();
    },
  });
}

/**
 * Whether another tab holds the lock `name` now (a refresh under way there); false where the
 * browser has no Web Locks. A tab that waited on another's refresh expects its new token.
 */
export async function lockHeldElsewhere(name: string): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return false;
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === name);
}
