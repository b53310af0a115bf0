/** The role management calls; each answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '../../api/client';
import type { components, operations } from '../../../../shared/contract/schema';
import type { CrudApi } from '../../components/crud/crud-types';

/** One role with its menu grants. */
export type SystemRole = components['schemas']['SystemRole'];
/** What creating and editing a role send. */
export type RoleParam = components['schemas']['SystemRoleParam'];
/** What a role grants on one menu. */
export type RoleMenu = components['schemas']['RoleMenu'];
/** The query of `GET /roles`. */
export type RoleQuery = NonNullable<operations['listRoles']['parameters']['query']>;
/** A field the server sorts roles by. */
export type RoleSortField = components['schemas']['SystemRoleSortField'];
/** Enabled or disabled. */
export type EnableStatus = components['schemas']['EnableStatus'];
/** One menu of the tree a role grants from. */
export type MenuNode = components['schemas']['SystemMenuNode'];

/** The fields of `role` as the contract takes them back. */
function roleToParam({ name, sequence, status, memo, menus }: SystemRole): RoleParam {
  return { name, sequence, status, memo, menus };
}

/** The calls behind the role list; the status changes by saving the role with the new one. */
export const rolesApi: CrudApi<SystemRole, RoleQuery, RoleParam, RoleParam, EnableStatus> = {
  list: (query, signal) => apiClient.GET('/roles', { params: { query }, signal }),
  create: (body) => apiClient.POST('/roles', { body }),
  update: (id, body) => apiClient.PUT('/roles/{id}', { params: { path: { id } }, body }),
  remove: (id) => apiClient.DELETE('/roles/{id}', { params: { path: { id } } }),
  setStatus: (role, status) => apiClient.PUT('/roles/{id}', { params: { path: { id: role.id } }, body: { ...roleToParam(role), status } }),
};

/** The whole menu tree with every action, to grant from. */
export async function fetchMenuTree(signal: AbortSignal) {
  const { data, error } = await apiClient.GET('/menus', { signal });
  return error ? { error } : { data: data.list };
}
