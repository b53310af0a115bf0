import type { RootState } from '@/lib/store';
import { systemUsersState, usersSlice, usersUrl } from './slice';

/** The user list's state. */
export const selectUserList = (state: RootState) => systemUsersState.select(state).list;
/** The roles a user can be given. */
export const selectRoleOptions = (state: RootState) => systemUsersState.select(state).roles;
/** The user list as its page binds it: the slice, its state, its query in the URL. */
export const userList = { slice: usersSlice, selectState: selectUserList, url: usersUrl };
