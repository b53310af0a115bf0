import type { RootState } from '../../app/store';

/** The user list's state. */
export const selectUserList = (state: RootState) => state.systemUsers.list;
/** The roles a user can be given. */
export const selectRoleOptions = (state: RootState) => state.systemUsers.roles;
