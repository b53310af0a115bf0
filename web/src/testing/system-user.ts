import type { components } from '@shared/contract/schema';

type SystemUser = components['schemas']['SystemUser'];

/** A system user for tests (not the built-in root): its user name is its id, its real name the id in capitals. */
export function systemUser(id: string, status: SystemUser['status'] = 'enabled'): SystemUser {
  return {
    id,
    userName: id,
    realName: id.toUpperCase(),
    email: `${id}@example.com`,
    phone: '',
    status,
    roleIds: [],
    roles: [],
    builtIn: false,
    createdAt: '2026-11-21T10:00:00.000Z',
  };
}
