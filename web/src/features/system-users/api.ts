/** The user management calls; each answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '@/api/client';
import type { components } from '@shared/contract/schema';
import type { CrudApi, Enablement } from '@/components/crud/crud-types';
import { type CreateOf, type ItemOf, type QueryOf, type UpdateOf, restCrudApi } from '@/features/crud';

/** One user as the list shows it. */
export type SystemUser = ItemOf<'/users'>;
/** What creating a user sends (the password as MD5 hex); editing sends `UserUpdateParam`. */
export type UserCreateParam = CreateOf<'/users'>;
export type UserUpdateParam = UpdateOf<'/users'>;
/** The query of `GET /users`. */
export type UserQuery = QueryOf<'/users'>;
/** A field the server sorts users by. */
export type UserSortField = components['schemas']['SystemUserSortField'];
/** A role as the user form offers it. */
export type RoleOption = components['schemas']['SystemRole'];

/** The calls behind the user list; the status has its own endpoints. */
export const usersApi: CrudApi<SystemUser, UserQuery, UserCreateParam, UserUpdateParam, Enablement> = {
  ...restCrudApi('/users'),
  setStatus: ({ id }, status) =>
    apiClient.PATCH(status === 'enabled' ? '/users/{id}/enable' : '/users/{id}/disable', { params: { path: { id } } }),
};

/** Every role a user can be given (the contract caps a page at 100, far above the roles kept). */
export async function fetchRoleOptions(signal: AbortSignal) {
  const { data, error } = await apiClient.GET('/roles', {
    params: { query: { pageSize: 100, sortField: 'sequence' } },
    signal,
  });
  return error ? { error } : { data: data.list };
}
