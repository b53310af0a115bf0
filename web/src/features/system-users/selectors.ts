import { injectedSystemUsers } from './slice';

/** The user list's state. */
export const selectUserList = injectedSystemUsers.selector((state) => state.systemUsers.list);
/** The roles a user can be given. */
export const selectRoleOptions = injectedSystemUsers.selector((state) => state.systemUsers.roles);
