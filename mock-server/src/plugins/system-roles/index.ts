import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import type { components } from '../../../../web/src/api/schema';
import type { MockContext } from '../../context';
import { usersWithRole } from '../../data/references';
import type { RecordStatus } from '../../data/types';
import { accessGuard } from '../system-shared/access-guard';
import { newId } from '../system-shared/fields';
import { listPage, validatedQuery, type ListQuery } from '../system-shared/list-page';
import { recordLookup, recordRoutes } from '../system-shared/record-routes';
import { assertGrantsExist, assertRoleNameFree } from './role-rules';
import { ROLE_SORT_FIELDS, roleQuerySchema, roleSchema } from './role-schemas';
import { toGrants, toSystemRole } from './role-view';

type RoleParam = Required<components['schemas']['SystemRoleParam']>;
type RoleQuery = ListQuery<(typeof ROLE_SORT_FIELDS)[number]> & { status?: RecordStatus };

/**
 * `/roles`: query, read, create, edit and delete roles with their menu grants, every route guarded
 * by `accessGuard`. Grants are read on every request, so an edit reaches the role's users at once.
 */
export const systemRolesPlugin: Plugin<MockContext> = {
  name: 'mock-system-roles',
  register: (server, { config, store }) => {
    server.ext(accessGuard);

    const roleOf = recordLookup(store.roles, 'role');
    /** The checked record fields of a create or edit. */
    const fieldsOf = (param: RoleParam, selfId: string | null) => {
      assertRoleNameFree(store, param.name, selfId);
      assertGrantsExist(store, param.menus);
      return { name: param.name, sequence: param.sequence, status: param.status, memo: param.memo, menus: toGrants(param.menus) };
    };

    server.route(
      recordRoutes({
        path: '/roles',
        query: roleQuerySchema,
        createBody: roleSchema,
        handlers: {
          list: (request) => {
            const query = validatedQuery<RoleQuery>(request);
            const roles = store.roles.all().filter((role) => query.status === undefined || role.status === query.status);
            const page = listPage(roles, query, {
              keywords: (role) => [role.name, role.memo],
              sortValue: (role, field) => role[field],
              defaultOrder: (a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name, 'zh-CN'),
            });
            return { list: page.list.map(toSystemRole), pagination: page.pagination };
          },
          read: (request) => toSystemRole(roleOf(request)),
          create: (request) => {
            const fields = fieldsOf(request.payload as RoleParam, null);
            return toSystemRole(store.roles.insert({ id: newId('r'), ...fields, createdAt: new Date(config.now()).toISOString() }));
          },
          update: (request) => {
            const role = roleOf(request);
            return toSystemRole(store.roles.update(role.id, fieldsOf(request.payload as RoleParam, role.id))!);
          },
          remove: (request) => {
            const role = roleOf(request);
            const holders = usersWithRole(store, role.id);
            if (holders.length > 0) throw Boom.badRequest(`role "${role.name}" is held by users: ${holders.join(', ')}`);
            store.roles.remove(role.id);
          },
        },
      }),
    );
  },
};
