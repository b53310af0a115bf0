/** The user management calls; each answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '../../api/client';
import type { components, operations } from '../../../../shared/contract/schema';
import type { CrudApi } from '../../components/crud/crud-types';

/** One user as the list shows it. */
export type SystemUser = components['schemas']['SystemUser'];
/** What creating a user sends (the password as MD5 hex). */
export type UserCreateParam = components['schemas']['SystemUserCreateParam'];
/** What editing a user sends. */
export type UserUpdateParam = components['schemas']['SystemUserUpdateParam'];
/** The query of `GET /users`. */
export type UserQuery = NonNullable<operations['listUsers']['parameters']['query']>;
/** A field the server sorts users by. */
export type UserSortField = components['schemas']['SystemUserSortField'];
/** Enabled or disabled. */
export type EnableStatus = components['schemas']['EnableStatus'];
/** A role as the user form offers it. */
export type RoleOption = components['schemas']['SystemRole'];

/** The calls behind the user list. */
export const usersApi: CrudApi<SystemUser, UserQuery, UserCreateParam, UserUpdateParam, EnableStatus> = {
  list: (query, signal) => apiClient.GET('/users', { params: { query }, signal }),
  create: (body) => apiClient.POST('/users', { body }),
  update: (id, body) => apiClient.PUT('/users/{id}', { params: { path: { id } }, body }),
  remove: (id) => apiClient.DELETE('/users/{id}', { params: { path: { id } } }),
  setStatus: ({ id }, status) =>
    status === 'enabled'
      ? apiClient.PATCH('/users/{id}/enable', { params: { path: { id } } })
      : apiClient.PATCH('/users/{id}/disable', { params: { path: { id } } }),
};

/** Every role a user can be given (the contract caps a page at 100, far above the roles kept). */
export async function fetchRoleOptions(signal: AbortSignal) {
  const { data, error } = await apiClient.GET('/roles', { params: { query: { pageSize: 100, sortField: 'sequence' } }, signal });
  return error ? { error } : { data: data.list };
}
