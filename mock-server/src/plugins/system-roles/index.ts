import type { Request } from '@hapi/hapi';
import type { components } from '../../../../shared/contract/schema';
import { authOf } from '../../auth/scheme';
import { usersWithRole } from '../../data/references';
import type { RecordStatus, RoleRecord } from '../../data/types';
import { newId } from '../system-shared/fields';
import { type ListQuery, type PageHandlerOptions, exportHandler, pageHandler } from '../system-shared/list-page';
import { assertMayChangeRole, assertMayGrant } from '../system-shared/privileges';
import { recordPlugin } from '../system-shared/record-plugin';
import { assertKeysOnce } from '../system-shared/record-routes';
import { assertGrantsExist, assertRoleNameFree } from './role-rules';
import { ROLE_CSV, toGrants, toSystemRole } from './role-view';
import { refusal } from '../../errors';

type SystemRole = components['schemas']['SystemRole'];
type RoleParam = components['schemas']['SystemRoleParam'];
type RoleQuery = ListQuery<components['schemas']['SystemRoleSortField']> & { status?: RecordStatus };

/** The request's role with the contract's defaults filled in, once it names each menu once. */
function roleParamOf(request: Request): Required<RoleParam> {
  const param = request.payload as RoleParam;
  assertKeysOnce(param.menus, (grant) => grant.menuId, 'body.menus names a menu twice');
  return { sequence: 0, status: 'enabled', memo: '', watermark: false, ...param };
}

/**
 * `/roles`: query, read, create, edit and delete roles with their menu grants, every route guarded
 * by `accessGuard` and every change by the privilege rules (`system-shared/privileges`). Grants are read on every request, so an edit reaches the role's users at once.
 */
export const systemRolesPlugin = recordPlugin(
  {
    name: 'mock-system-roles',
    path: '/roles',
    table: (store) => store.roles,
    noun: 'role',
  },
  ({ config, store }, roleOf) => {
    /** The checked record fields of a create or edit: the grants must exist and be the caller's to give. */
    const fieldsOf = (request: Request, param: Required<RoleParam>, selfId: string | null) => {
      assertRoleNameFree(store, param.name, selfId);
      assertGrantsExist(store, param.menus);
      const menus = toGrants(param.menus);
      assertMayGrant(store, authOf(request).user, menus);
      return {
        name: param.name,
        sequence: param.sequence,
        status: param.status,
        memo: param.memo,
        watermark: param.watermark,
        menus,
      };
    };
    /** The role of the route's `{id}`, once the caller may change it. */
    const changeableRoleOf = (request: Request) => {
      const role = roleOf(request);
      assertMayChangeRole(store, authOf(request).user, role);
      return role;
    };

    const listing: PageHandlerOptions<RoleRecord, RoleQuery, SystemRole> = {
      records: (query: RoleQuery) =>
        store.roles.all().filter((role) => query.status === undefined || role.status === query.status),
      keywords: (role) => [role.name, role.memo],
      defaultOrder: (a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name, 'zh-CN'),
      view: toSystemRole,
    };

    return {
      view: toSystemRole,
      handlers: {
        list: pageHandler(listing),
        export: exportHandler(listing, ROLE_CSV),
        create: (request) => {
          const fields = fieldsOf(request, roleParamOf(request), null);
          return toSystemRole(
            store.roles.insert({
              id: newId('r'),
              ...fields,
              builtIn: false,
              createdAt: new Date(config.now()).toISOString(),
            }),
          );
        },
        update: (request) => {
          const param = roleParamOf(request);
          const role = changeableRoleOf(request);
          return toSystemRole(store.roles.update(role.id, fieldsOf(request, param, role.id))!);
        },
        remove: (request) => {
          const role = changeableRoleOf(request);
          const holders = usersWithRole(store, role.id);
          if (holders.length > 0)
            throw refusal(400, 'role_in_use', `role "${role.name}" is held by users: ${holders.join(', ')}`);
          store.roles.remove(role.id);
        },
      },
    };
  },
);
