import type { Server } from '@hapi/hapi';
import type { RoleMenuGrant, RoleRecord, StoreData } from '../data/types';
import { call } from '../test-support';

/** Sends `method url` with `payload` to `server` as the bearer of `token`. */
export const callAs = (server: Server, token: string, method: string, url: string, payload?: object) =>
  call(server, {
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload }),
  });

/**
 * The store's data but its audit logs, which record every refused call too (product-rules.md,
 * Records), and its notices, which tell of a burst of writes after it (a test's earlier writes).
 */
export function recordsOf(server: Server): Omit<StoreData, 'operationLog' | 'signInLog' | 'notices'> {
  const {
    operationLog: _operations,
    signInLog: _signIns,
    notices: _notices,
    ...records
  } = server.app.mock.store.snapshot();
  return records;
}

/** An editor as an attacker would get one: a role holding user and role management, nothing else. */
export const EDITOR_GRANTS: RoleMenuGrant[] = [
  { menuId: 'm-system', actionCodes: [] },
  { menuId: 'm-system-user', actionCodes: ['query', 'add', 'edit', 'delete'] },
  { menuId: 'm-system-role', actionCodes: ['query', 'add', 'edit', 'delete'] },
];

/** A plain (not built-in), enabled role record granting `menus`, for a test to put in the store. */
export function plainRole(
  id: string,
  name: string,
  menus: RoleMenuGrant[],
  fields: Partial<Omit<RoleRecord, 'id' | 'name' | 'menus'>> = {},
): RoleRecord {
  return {
    id,
    name,
    sequence: 30,
    status: 'enabled',
    memo: '',
    menus,
    watermark: false,
    builtIn: false,
    createdAt: '2026-11-21T10:00:00.000Z',
    ...fields,
  };
}

/** The body that creates an audit page under the system group with `actions`. */
export const auditMenuBody = (actions: object[]) => ({
  parentId: 'm-system',
  routeName: 'SystemAudit',
  routePath: '/system/audit',
  component: 'system/audit',
  name: '审计日志',
  icon: 'history',
  showStatus: 1,
  sequence: 50,
  actions,
});
