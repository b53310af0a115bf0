/**
 * The lock screen's public surface: the lock over every page (the user menu's item, an idle time
 * chosen in the settings drawer), unlocked only by the user's password, checked by the server.
 * The main layout registers it; the screen itself (`lazy.ts`) loads when the app locks.
 */
import type { Feature } from '@/lib/store';
import { lockScreenSaga } from './sagas';
import { lockScreenSlice } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { lockScreenSlice };

/** The lock as the store holds it, kept in this browser by its saga. */
export const lockScreenFeature: Feature = { key: 'lockScreen', state: [lockScreenSlice], saga: lockScreenSaga };

export { LockScreenGate } from './components/lock-screen-gate';
export { screenLocked, selectLocked } from './slice';
