/** The profile feature's public surface: the current user, their roles, profile and password changes. */
import { injectSaga } from '../../lib/store';
import { registerSessionStep } from '../session';
import { watchProfile } from './profile-saga';
import { loadUser } from './user-step';

/** The user loads first: the menu step (rank 1) follows only a known user. */
registerSessionStep('profile', 0, loadUser);
injectSaga('profile', watchProfile);

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
