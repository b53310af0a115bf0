import { type PayloadAction, type WithSlice, createSelector, createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../lib/store';
import { isSessionChange } from '../session';
import type { PasswordChangeRequest, Role, SubmitStatus, UpdateProfileParam, UserInfo } from './types';

/** The signed-in user and the progress of their profile and password submits. */
export interface ProfileState {
  user: UserInfo | null;
  profileStatus: SubmitStatus;
  profileError: string | null;
  passwordStatus: SubmitStatus;
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

const profileSlice = createSlice({
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
    /** The signed-in user, once loaded. */
    selectUser: (state) => state.user,
    /** The user's roles (empty when the server sent none). */
    selectRoles: createSelector([(state: ProfileState) => state.user], (user) => user?.roles ?? NO_ROLES),
    /** Progress of the profile update. */
    selectProfileStatus: (state) => state.profileStatus,
    /** Why the last profile update failed. */
    selectProfileError: (state) => state.profileError,
    /** Progress of the password change. */
    selectPasswordStatus: (state) => state.passwordStatus,
    /** Why the last password change failed. */
    selectPasswordError: (state) => state.passwordError,
  },
});

declare module '../../lib/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof profileSlice> {}
}

/** The profile slice, injected when this module first loads (the shell's header shows the user). */
export const injectedProfile = profileSlice.injectInto(rootReducer);

export const profileReducer = profileSlice.reducer;
export const { selectUser, selectRoles, selectProfileStatus, selectProfileError, selectPasswordStatus, selectPasswordError } =
  injectedProfile.selectors;
export const {
  userLoaded,
  profileUpdateRequested,
  profileUpdateSucceeded,
  profileUpdateFailed,
  passwordChangeRequested,
  passwordChangeSucceeded,
  passwordChangeFailed,
} = profileSlice.actions;
