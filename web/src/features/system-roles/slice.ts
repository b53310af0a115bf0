import { combineReducers } from '@reduxjs/toolkit';
import { createCrudSlice, createOptionsSlice } from '@/features/crud';
import { signedInState } from '@/features/session';
import type { Enablement } from '@/components/crud/crud-types';
import { type ListUrl, keywordParam, pageParams, sortParams, statusParam } from '@/components/crud/list-query-params';
import { type RoleParam, type RoleQuery, type SystemRole, fetchMenuTree } from './api';

/** The role list: events `systemRoles/...`. */
export const rolesSlice = createCrudSlice<SystemRole, RoleQuery, RoleParam, RoleParam, Enablement>('systemRoles', {
  current: 1,
  pageSize: 10,
});

/** The role list's query in the URL: `?q=&status=&sort=&order=&page=&size=`. */
export const rolesUrl: ListUrl<RoleQuery> = {
  params: {
    ...pageParams,
    ...sortParams(['name', 'sequence', 'status', 'createdAt']),
    queryValue: keywordParam,
    status: statusParam,
  },
};

/** The menu tree roles grant from: events `systemRoles/menuTree/...`. */
export const menuTree = createOptionsSlice('systemRoles/menuTree', fetchMenuTree);

/** The feature's state, forgotten on sign-out: the list and the menu tree. */
export const systemRolesState = signedInState(
  'systemRoles',
  combineReducers({ list: rolesSlice.reducer, menus: menuTree.reducer }),
);
