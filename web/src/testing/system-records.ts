import type { components } from '@shared/contract/schema';

type SystemRole = components['schemas']['SystemRole'];
type SystemResource = components['schemas']['SystemResource'];

/** A role for tests, enabled, named by its id unless `name` says otherwise. */
export function systemRole(id: string, menus: SystemRole['menus'] = [], builtIn = false, name = id): SystemRole {
  return { id, name, sequence: 0, status: 'enabled', memo: '', menus, builtIn, createdAt: '2026-11-21T10:00:00.000Z' };
}

/** An API resource for tests: a `GET` of `path` bound to `actions`. */
export function systemResource(id: string, path: string, actions: SystemResource['actions']): SystemResource {
  return { id, method: 'GET', path, memo: '', actions };
}
