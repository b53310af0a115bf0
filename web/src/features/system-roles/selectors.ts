import type { RootState } from '@/lib/store';
import { selectSystemRoles } from './slice';

/** The role list's state. */
export const selectRoleList = (state: RootState) => selectSystemRoles(state).list;
/** The menu tree roles grant from. */
export const selectGrantableMenus = (state: RootState) => selectSystemRoles(state).menus;
