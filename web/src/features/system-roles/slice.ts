import { combineReducers } from '@reduxjs/toolkit';
import { createCrudSlice } from '../../components/crud/create-crud-slice';
import { resetOnSignOut } from '../../components/crud/reset-on-sign-out';
import { createOptionsSlice } from '../../components/crud/create-options-slice';
import { type EnableStatus, type RoleParam, type RoleQuery, type SystemRole, fetchMenuTree } from './api';

/** The role list: events `systemRoles/...`. */
export const rolesSlice = createCrudSlice<SystemRole, RoleQuery, RoleParam, RoleParam, EnableStatus>('systemRoles', { current: 1, pageSize: 10 });

/** The menu tree roles grant from: events `systemRoles/menuTree/...`. */
export const menuTree = createOptionsSlice('systemRoles/menuTree', fetchMenuTree);

/** The feature's state, forgotten on sign-out: the list and the menu tree. */
export const systemRolesReducer = resetOnSignOut(combineReducers({ list: rolesSlice.reducer, menus: menuTree.reducer }));
