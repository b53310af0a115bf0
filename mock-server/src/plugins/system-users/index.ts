import type { Request } from '@hapi/hapi';
import type { components } from '../../../../shared/contract/schema';
import { authOf } from '../../auth/scheme';
import type { RecordStatus, UserRecord } from '../../data/types';
import { avatarDataUrl } from '../../lib/avatar';
import { hashPassword } from '../../lib/password';
import { NO_BODY } from '../../payload-options';
import { newId } from '../system-shared/fields';
import { type ListQuery, type PageHandlerOptions, exportHandler, pageHandler } from '../system-shared/list-page';
import { assertMayAssignRoles, assertMayChangeUser } from '../system-shared/privileges';
import { recordPlugin } from '../system-shared/record-plugin';
import { assertRolesExist, assertUserNameFree } from './user-rules';
import { USER_CSV, toSystemUser } from './user-view';

type SystemUser = components['schemas']['SystemUser'];
type CreateParam = components['schemas']['SystemUserCreateParam'];
type UpdateParam = components['schemas']['SystemUserUpdateParam'];
type UserQuery = ListQuery<components['schemas']['SystemUserSortField']> & { status?: RecordStatus; roleIds?: string };

/**
 * `/users`: query, read, create, edit, delete, enable and disable user accounts. Every route is
 * guarded by `accessGuard` and every change by the privilege rules (`system-shared/privileges`). A disabled or deleted user's tokens stop working at once (the auth
 * scheme reloads the user on every request), and they are revoked too, as are the tokens of a user
 * given a new password, so that enabling the user again does not bring them back.
 */
export const systemUsersPlugin = recordPlugin(
  {
    name: 'mock-system-users',
    path: '/users',
    table: (store) => store.users,
    noun: 'user',
  },
  ({ config, store, tokens }, userOf) => {
    const setStatus = (request: Request, status: RecordStatus) => {
      const user = userOf(request);
      assertMayChangeUser(store, authOf(request).user, user, { kind: 'status', status });
      if (status === 'disabled') tokens.revokeUser(user.id);
      return toSystemUser(store, store.users.update(user.id, { status })!);
    };

    const listing: PageHandlerOptions<UserRecord, UserQuery, SystemUser> = {
      records: (query: UserQuery) => {
        const roleIds = query.roleIds?.split(',');
        return store.users
          .all()
          .filter(
            (user) =>
              (query.status === undefined || user.status === query.status) &&
              (!roleIds || user.roleIds.some((id) => roleIds.includes(id))),
          );
      },
      keywords: (user) => [user.userName, user.realName, user.email, user.phone],
      defaultOrder: (a, b) => b.createdAt.localeCompare(a.createdAt),
      view: (user) => toSystemUser(store, user),
    };

    return {
      view: (user) => toSystemUser(store, user),
      handlers: {
        list: pageHandler(listing),
        export: exportHandler(listing, USER_CSV),
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
            builtIn: false,
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
          assertMayChangeUser(store, authOf(request).user, user, {
            kind: 'edit',
            roleIds: param.roleIds,
            status: param.status,
            password: password !== undefined,
          });
          const updated = store.users.update(user.id, {
            ...param,
            ...(passwordHash === undefined ? {} : { passwordHash }),
          });
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
      extra: (['enabled', 'disabled'] as const).map((status) => ({
        method: 'PATCH',
        path: `/users/{id}/${status === 'enabled' ? 'enable' : 'disable'}`,
        options: { payload: NO_BODY },
        handler: (request: Request) => setStatus(request, status),
      })),
    };
  },
);
