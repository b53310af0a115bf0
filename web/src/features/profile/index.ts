/** The profile feature's public surface: the current user, their roles, profile and password changes, and their screens. */
import type { Feature } from '@/lib/store';
import { watchProfile } from './profile-saga';
import { profileSlice } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { profileSlice };

/** The profile as the store holds it: the current user and roles, and the profile and password changes. */
export const profileFeature: Feature = { key: 'profile', state: [profileSlice], saga: watchProfile };

/** The session's step loading the current user (the first: the menu follows only a known user). */
export { loadUser as loadUserStep } from './user-step';

export { ProfileCard } from './components/profile-card';
export { ProfileSettings } from './components/profile-settings';
export {
  type ProfileState,
  initialProfileState,
  passwordChangeRequested,
  profileUpdateRequested,
  selectPasswordError,
  selectPasswordStatus,
  selectProfileError,
  selectProfileStatus,
  selectRoles,
  selectUser,
} from './slice';
export type { SubmitStatus, UserInfo } from './types';
