import type { components } from '../../../shared/contract/schema';

type SystemUser = components['schemas']['SystemUser'];

/** A system user for tests: its user name is its id, its real name the id in capitals. */
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
    createdAt: '2026-11-21T10:00:00.000Z',
  };
}
