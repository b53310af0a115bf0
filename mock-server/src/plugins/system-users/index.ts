import type { Plugin, Request } from '@hapi/hapi';
import type { components } from '../../../../shared/contract/schema';
import type { MockContext } from '../../context';
import { authOf } from '../../auth/scheme';
import type { RecordStatus } from '../../data/types';
import { avatarDataUrl } from '../../lib/avatar';
import { hashPassword } from '../../lib/password';
import { accessGuard } from '../system-shared/access-guard';
import { ID_NO_BODY, newId } from '../system-shared/fields';
import { listPage, validatedQuery, type ListQuery } from '../system-shared/list-page';
import { assertMayAssignRoles, assertMayChangeUser } from '../system-shared/privileges';
import { recordLookup, recordRoutes } from '../system-shared/record-routes';
import { USER_SORT_FIELDS, userCreateSchema, userQuerySchema, userUpdateSchema } from './user-schemas';
import { assertRolesExist, assertUserNameFree } from './user-rules';
import { toSystemUser } from './user-view';

type CreateParam = components['schemas']['SystemUserCreateParam'];
type UpdateParam = components['schemas']['SystemUserUpdateParam'];
type UserQuery = ListQuery<(typeof USER_SORT_FIELDS)[number]> & { status?: RecordStatus; roleIds?: string };

/**
 * `/users`: query, read, create, edit, delete, enable and disable user accounts. Every route is
 * guarded by `accessGuard` and every change by the privilege rules (`system-shared/privileges`). A disabled or deleted user's tokens stop working at once (the auth
 * scheme reloads the user on every request), and they are revoked too, as are the tokens of a user
 * given a new password, so that enabling the user again does not bring them back.
 */
export const systemUsersPlugin: Plugin<MockContext> = {
  name: 'mock-system-users',
  register: (server, { config, store, tokens }) => {
    server.ext(accessGuard);

    const userOf = recordLookup(store.users, 'user');
    const setStatus = (request: Request, status: RecordStatus) => {
      const user = userOf(request);
      assertMayChangeUser(store, authOf(request).user, user, { kind: 'status', status });
      if (status === 'disabled') tokens.revokeUser(user.id);
      return toSystemUser(store, store.users.update(user.id, { status })!);
    };

    server.route(
      recordRoutes({
        path: '/users',
        query: userQuerySchema,
        createBody: userCreateSchema,
        updateBody: userUpdateSchema,
        handlers: {
          list: (request) => {
            const query = validatedQuery<UserQuery>(request);
            const roleIds = query.roleIds?.split(',');
            const users = store.users
              .all()
              .filter((user) => (query.status === undefined || user.status === query.status) && (!roleIds || user.roleIds.some((id) => roleIds.includes(id))));
            const page = listPage(users, query, {
              keywords: (user) => [user.userName, user.realName, user.email, user.phone],
              sortValue: (user, field) => user[field],
              defaultOrder: (a, b) => b.createdAt.localeCompare(a.createdAt),
            });
            return { list: page.list.map((user) => toSystemUser(store, user)), pagination: page.pagination };
          },
          read: (request) => toSystemUser(store, userOf(request)),
          create: async (request) => {
            const { password, ...param } = request.payload as CreateParam;
            const passwordHash = await hashPassword(password, config.scryptCost);
            // Checked after the await, right before the insert, so two racing creates cannot both pass.
            assertUserNameFree(store, param.userName, null);
            assertRolesExist(store, param.roleIds);
            assertMayAssignRoles(store, authOf(request).user, param.roleIds);
            const user = store.users.insert({
              id: newId('u'),
              userName: param.userName,
              realName: param.realName,
              avatar: avatarDataUrl(param.realName, param.userName),
              email: param.email ?? '',
              phone: param.phone ?? '',
              status: param.status ?? 'enabled',
              roleIds: param.roleIds,
              passwordHash,
              createdAt: new Date(config.now()).toISOString(),
            });
            return toSystemUser(store, user);
          },
          update: async (request) => {
            const { password, ...param } = request.payload as UpdateParam;
            const passwordHash = password === undefined ? undefined : await hashPassword(password, config.scryptCost);
            const user = userOf(request);
            assertUserNameFree(store, param.userName, user.id);
            assertRolesExist(store, param.roleIds);
            assertMayChangeUser(store, authOf(request).user, user, { kind: 'edit', roleIds: param.roleIds, status: param.status });
            const updated = store.users.update(user.id, { ...param, ...(passwordHash === undefined ? {} : { passwordHash }) });
            if (param.status === 'disabled' || passwordHash !== undefined) tokens.revokeUser(user.id);
            return toSystemUser(store, updated!);
          },
          remove: (request) => {
            const user = userOf(request);
            assertMayChangeUser(store, authOf(request).user, user, { kind: 'delete' });
            store.users.remove(user.id);
            tokens.revokeUser(user.id);
          },
        },
      }),
    );

    server.route({
      method: 'PATCH',
      path: '/users/{id}/enable',
      options: ID_NO_BODY,
      handler: (request) => setStatus(request, 'enabled'),
    });

    server.route({
      method: 'PATCH',
      path: '/users/{id}/disable',
      options: ID_NO_BODY,
      handler: (request) => setStatus(request, 'disabled'),
    });
  },
};
