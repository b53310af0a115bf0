/** The role management calls; each answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '@/api/client';
import type { components } from '@shared/contract/schema';
import type { CrudApi, Enablement } from '@/components/crud/crud-types';
import { type ItemOf, type QueryOf, type UpdateOf, restCrudApi } from '@/features/crud';

/** One role with its menu grants. */
export type SystemRole = ItemOf<'/roles'>;
/** What creating and editing a role send. */
export type RoleParam = UpdateOf<'/roles'>;
/** The query of `GET /roles`; `RoleSortField` is a field the server sorts roles by. */
export type RoleQuery = QueryOf<'/roles'>;
export type RoleSortField = components['schemas']['SystemRoleSortField'];
/** What a role grants on one menu; `MenuNode` is one menu of the tree a role grants from. */
export type RoleMenu = components['schemas']['RoleMenu'];
export type MenuNode = components['schemas']['SystemMenuNode'];

/** The fields of `role` as the contract takes them back: an edit replaces every field, the watermark's too. */
function roleToParam({ name, sequence, status, memo, watermark, menus }: SystemRole): RoleParam {
  return { name, sequence, status, memo, watermark, menus };
}

/** The calls behind the role list; the status changes by saving the role with the new one. */
export const rolesApi: CrudApi<SystemRole, RoleQuery, RoleParam, RoleParam, Enablement> = {
  ...restCrudApi('/roles'),
  setStatus: (role, status) =>
    apiClient.PUT('/roles/{id}', { params: { path: { id: role.id } }, body: { ...roleToParam(role), status } }),
};

/** The whole menu tree with every action, to grant from. */
export async function fetchMenuTree(signal: AbortSignal) {
  const { data, error } = await apiClient.GET('/menus', { signal });
  return error ? { error } : { data: data.list };
}
