import type { components } from '../../../../shared/contract/schema';
import type { RoleRecord } from '../../data/types';
import type { CsvExport } from '../system-shared/csv-export';

type SystemRole = components['schemas']['SystemRole'];
type RoleMenu = components['schemas']['RoleMenu'];
type RoleMenuGrant = RoleRecord['menus'][number];

/** The contract's view of a role: grants as `{menuId, actions}`. */
export function toSystemRole(role: Readonly<RoleRecord>): SystemRole {
  return {
    id: role.id,
    name: role.name,
    sequence: role.sequence,
    status: role.status,
    memo: role.memo,
    menus: role.menus.map((grant) => ({ menuId: grant.menuId, actions: [...grant.actionCodes] })),
    watermark: role.watermark,
    builtIn: role.builtIn,
    createdAt: role.createdAt,
  };
}

/** The store's form of the contract's grants. */
export function toGrants(menus: readonly RoleMenu[]): RoleMenuGrant[] {
  return menus.map((grant) => ({ menuId: grant.menuId, actionCodes: [...grant.actions] }));
}

/** The roles' CSV export (`exportRoles` in the contract). */
export const ROLE_CSV: CsvExport<SystemRole> = {
  fileName: 'roles.csv',
  list: 'roles',
  columns: {
    name: (role) => role.name,
    sequence: (role) => role.sequence,
    status: (role) => role.status,
    memo: (role) => role.memo,
    createdAt: (role) => role.createdAt,
  },
};
