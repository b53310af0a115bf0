import type { RootState } from '../../app/store';

/** The role list's state. */
export const selectRoleList = (state: RootState) => state.systemRoles.list;
/** The menu tree roles grant from. */
export const selectGrantableMenus = (state: RootState) => state.systemRoles.menus;
