import { combineReducers } from '@reduxjs/toolkit';
import { createCrudSlice } from '../../components/crud/create-crud-slice';
import { resetOnSignOut } from '../../components/crud/reset-on-sign-out';
import { createOptionsSlice } from '../../components/crud/create-options-slice';
import { type EnableStatus, type SystemUser, type UserCreateParam, type UserQuery, type UserUpdateParam, fetchRoleOptions } from './api';

/** The user list: events `systemUsers/...`. */
export const usersSlice = createCrudSlice<SystemUser, UserQuery, UserCreateParam, UserUpdateParam, EnableStatus>('systemUsers', {
  current: 1,
  pageSize: 10,
});

/** The roles the filter and the form offer: events `systemUsers/roleOptions/...`. */
export const roleOptions = createOptionsSlice('systemUsers/roleOptions', fetchRoleOptions);

/** The feature's state, forgotten on sign-out: the list and the role choices. */
export const systemUsersReducer = resetOnSignOut(combineReducers({ list: usersSlice.reducer, roles: roleOptions.reducer }));
