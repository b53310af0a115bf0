import { combineReducers } from '@reduxjs/toolkit';
import { ROLE_IDS_PATTERN } from '@shared/contract/patterns/forms';
import { createCrudSlice, createOptionsSlice } from '@/features/crud';
import { signedInState } from '@/features/session';
import type { Enablement } from '@/components/crud/crud-types';
import {
  type ListUrl,
  keywordParam,
  pageParams,
  patternParam,
  sortParams,
  statusParam,
} from '@/components/crud/list-query-params';
import { type SystemUser, type UserCreateParam, type UserQuery, type UserUpdateParam, fetchRoleOptions } from './api';

/** The user list: events `systemUsers/...`. */
export const usersSlice = createCrudSlice<SystemUser, UserQuery, UserCreateParam, UserUpdateParam, Enablement>(
  'systemUsers',
  {
    current: 1,
    pageSize: 10,
  },
);

/** The user list's query in the URL: `?q=&role=&status=&sort=&order=&page=&size=`. */
export const usersUrl: ListUrl<UserQuery> = {
  params: {
    ...pageParams,
    ...sortParams(['userName', 'realName', 'status', 'createdAt']),
    queryValue: keywordParam,
    roleIds: patternParam('role', ROLE_IDS_PATTERN),
    status: statusParam,
  },
};

/** The roles the filter and the form offer: events `systemUsers/roleOptions/...`. */
export const roleOptions = createOptionsSlice('systemUsers/roleOptions', fetchRoleOptions);

/** The feature's state, forgotten on sign-out: the list and the role choices. */
export const systemUsersState = signedInState(
  'systemUsers',
  combineReducers({ list: usersSlice.reducer, roles: roleOptions.reducer }),
);
