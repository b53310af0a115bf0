import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { bindSlice, fieldSelectors } from '@/lib/store';

/** The locked screen: whether it covers the app, and its unlock attempt. */
export interface LockScreenState {
  locked: boolean;
  /** An unlock is waiting for the server. */
  unlocking: boolean;
  /** Why the last unlock failed, in the user's language; null before one failed. */
  error: string | null;
}

export const initialLockScreenState: LockScreenState = { locked: false, unlocking: false, error: null };

/** The lock screen slice; tests run its reducer alone. */
export const lockScreenSlice = createSlice({
  name: 'lockScreen',
  initialState: initialLockScreenState,
  reducers: {
    /** The user asked for the lock, was idle long enough, or another tab locked. */
    screenLocked(state) {
      if (!state.locked) return { ...initialLockScreenState, locked: true };
      return state;
    },
    /** The user typed a password; the saga checks it with the server. */
    unlockRequested(state, _action: PayloadAction<string>) {
      state.unlocking = true;
      state.error = null;
    },
    unlockFailed(state, { payload }: PayloadAction<string>) {
      state.unlocking = false;
      state.error = payload;
    },
    /** The server took the password, or another tab was unlocked, or the session ended. */
    screenUnlocked: () => initialLockScreenState,
  },
  selectors: fieldSelectors<LockScreenState>()({
    selectLocked: 'locked',
    selectUnlocking: 'unlocking',
    selectUnlockError: 'error',
  }),
});

/** The slice's actions and selectors (the feature registers its state: see its index). */
export const {
  selectLocked,
  selectUnlocking,
  selectUnlockError,
  screenLocked,
  unlockRequested,
  unlockFailed,
  screenUnlocked,
} = bindSlice(lockScreenSlice);
