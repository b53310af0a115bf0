import { type PayloadAction, createSelector, createSlice } from '@reduxjs/toolkit';
import { fieldSelectors, bindSlice } from '@/lib/store';
import { isSessionChange } from '@/features/session';
import type { PasswordChangeRequest, Role, SubmitStatus, UpdateProfileParam, UserInfo } from './types';

/** The signed-in user and the progress of their profile and password submits. */
export interface ProfileState {
  /** The signed-in user, once loaded. */
  user: UserInfo | null;
  /** Progress of the profile update. */
  profileStatus: SubmitStatus;
  /** Why the last profile update failed. */
  profileError: string | null;
  /** Progress of the password change. */
  passwordStatus: SubmitStatus;
  /** Why the last password change failed. */
  passwordError: string | null;
}

/** No user loaded, nothing submitted. */
export const initialProfileState: ProfileState = {
  user: null,
  profileStatus: 'idle',
  profileError: null,
  passwordStatus: 'idle',
  passwordError: null,
};

// One empty list, so that a user without roles does not make a new array per read.
const NO_ROLES: Role[] = [];

/** The profile slice; tests run its reducer alone. */
export const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    userLoaded(state, { payload }: PayloadAction<UserInfo>) {
      state.user = payload;
    },
    profileUpdateRequested(state, _action: PayloadAction<UpdateProfileParam>) {
      state.profileStatus = 'submitting';
      state.profileError = null;
    },
    profileUpdateSucceeded(state, { payload }: PayloadAction<UserInfo>) {
      state.user = payload;
      state.profileStatus = 'succeeded';
    },
    profileUpdateFailed(state, { payload }: PayloadAction<string>) {
      state.profileStatus = 'failed';
      state.profileError = payload;
    },
    passwordChangeRequested(state, _action: PayloadAction<PasswordChangeRequest>) {
      state.passwordStatus = 'submitting';
      state.passwordError = null;
    },
    passwordChangeSucceeded(state) {
      state.passwordStatus = 'succeeded';
    },
    passwordChangeFailed(state, { payload }: PayloadAction<string>) {
      state.passwordStatus = 'failed';
      state.passwordError = payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionChange, () => initialProfileState);
  },
  selectors: {
    ...fieldSelectors<ProfileState>()({
      selectUser: 'user',
      selectProfileStatus: 'profileStatus',
      selectProfileError: 'profileError',
      selectPasswordStatus: 'passwordStatus',
      selectPasswordError: 'passwordError',
    }),
    /** The user's roles (empty when the server sent none). */
    selectRoles: createSelector([(state: ProfileState) => state.user], (user) => user?.roles ?? NO_ROLES),
  },
});

/** The slice's actions and selectors (the feature registers its state: see its index). */
export const {
  selectUser,
  selectRoles,
  selectProfileStatus,
  selectProfileError,
  selectPasswordStatus,
  selectPasswordError,
  userLoaded,
  profileUpdateRequested,
  profileUpdateSucceeded,
  profileUpdateFailed,
  passwordChangeRequested,
  passwordChangeSucceeded,
  passwordChangeFailed,
} = bindSlice(profileSlice);
