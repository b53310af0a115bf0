import type { RootState } from '@/lib/store';
import { systemRolesState, rolesSlice, rolesUrl } from './slice';

/** The role list's state. */
export const selectRoleList = (state: RootState) => systemRolesState.select(state).list;
/** The menu tree roles grant from. */
export const selectGrantableMenus = (state: RootState) => systemRolesState.select(state).menus;
/** The role list as its page binds it: the slice, its state, its query in the URL. */
export const roleList = { slice: rolesSlice, selectState: selectRoleList, url: rolesUrl };
