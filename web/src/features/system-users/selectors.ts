import type { RootState } from '@/lib/store';
import { selectSystemUsers } from './slice';

/** The user list's state. */
export const selectUserList = (state: RootState) => selectSystemUsers(state).list;
/** The roles a user can be given. */
export const selectRoleOptions = (state: RootState) => selectSystemUsers(state).roles;
