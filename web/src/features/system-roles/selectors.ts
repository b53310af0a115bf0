import type { RootState } from '@/lib/store';
import { selectSystemRoles, rolesSlice, rolesUrl } from './slice';

/** The role list's state. */
export const selectRoleList = (state: RootState) => selectSystemRoles(state).list;
/** The menu tree roles grant from. */
export const selectGrantableMenus = (state: RootState) => selectSystemRoles(state).menus;
/** The role list as its page binds it: the slice, its state, its query in the URL. */
export const roleList = { slice: rolesSlice, selectState: selectRoleList, url: rolesUrl };
