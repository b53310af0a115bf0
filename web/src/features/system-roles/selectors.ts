import { injectedSystemRoles } from './slice';

/** The role list's state. */
export const selectRoleList = injectedSystemRoles.selector((state) => state.systemRoles.list);
/** The menu tree roles grant from. */
export const selectGrantableMenus = injectedSystemRoles.selector((state) => state.systemRoles.menus);
