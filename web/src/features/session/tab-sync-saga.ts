/**
 * The browser's tabs share one session through the stored token (the `storage` event, fired in
 * every tab but the one that wrote): a token another tab stored is adopted, and a session another
 * tab ended ends here too.
 */
import type { SagaIterator } from 'redux-saga';
import { eventChannel } from 'redux-saga';
import { call, select, take } from 'redux-saga/effects';
import { messages } from '@/i18n';
import { navigateTo } from '@/lib/navigation';
import { adoptStoredIfMoved } from './shared-token';
import { signOutWithNotice } from './sign-out-with-notice';
import { selectToken } from './slice';
import { TOKEN_STORAGE_KEY, readStoredSession } from './token-storage';

/** Emits once per change another tab made to the stored token (`key` null: storage cleared). */
function storedTokenChanges() {
  return eventChannel<true>((emit) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY || event.key === null) emit(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}

/**
 * Follows the stored token: adopted when it changed (rescheduling this tab's refresh; a signed-out
 * tab goes on into the app), and Login with a note when it is gone. Storage is read again rather
 * than the event's value trusted: events may come late, and the read answers the latest.
 */
export function* followStoredToken(): SagaIterator {
  const token: string | null = yield select(selectToken);
  if (yield call(adoptStoredIfMoved, token)) {
    if (token === null) yield call(navigateTo, '/');
    return;
  }
  if (token === null || (yield call(readStoredSession)) !== null) return;
  yield call(signOutWithNotice, messages.session.signedOutElsewhere);
}

/** Runs {@link followStoredToken} on every change another tab makes to the stored token. */
export function* watchOtherTabs(): SagaIterator {
  if (typeof window === 'undefined') return;
  const changes = yield call(storedTokenChanges);
  try {
    for (;;) {
      yield take(changes);
      yield call(followStoredToken);
    }
  } finally {
    changes.close();
  }
}
