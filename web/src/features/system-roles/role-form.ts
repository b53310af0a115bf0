import { type FieldErrors, nameText } from '@/components/crud/validators';
import { systemRoles } from '@/i18n/page-messages';
import type { Enablement } from '@/components/crud/crud-types';
import type { RoleParam, SystemRole } from './api';
import { type Grants, type MenuIndex, grantsFromRole, grantsToRole } from './grants';

const roleTexts = systemRoles;

/** The contract's largest `sequence`. */
export const MAX_SEQUENCE = 1_000_000;

/** What the role dialog edits. */
export interface RoleFields {
  name: string;
  /** As typed; checked to be a whole number. */
  sequence: string;
  status: Enablement;
  memo: string;
  /** Its users see a watermark by default. */
  watermark: boolean;
  grants: Grants;
}

/** The fields of a new role. */
export const emptyRoleFields: RoleFields = {
  name: '',
  sequence: '0',
  status: 'enabled',
  memo: '',
  watermark: false,
  grants: {},
};

/** The fields for editing `role`. */
export function roleToFields(role: SystemRole): RoleFields {
  return {
    name: role.name,
    sequence: String(role.sequence),
    status: role.status,
    memo: role.memo,
    // A back end without watermarks leaves the flag out.
    watermark: role.watermark ?? false,
    grants: grantsFromRole(role.menus),
  };
}

/** The name shows something (the contract's shown-name rule); the sequence a whole number from 0 to 1 000 000. */
export function validateRole(fields: RoleFields): FieldErrors<RoleFields> {
  const sequence = Number(fields.sequence);
  const sequenceOk = /^\d+$/.test(fields.sequence.trim()) && sequence <= MAX_SEQUENCE;
  return {
    name: nameText(fields.name, roleTexts.name),
    sequence: sequenceOk ? undefined : roleTexts.sequenceRange,
  };
}

/** What saving sends, with the grants in tree order. */
export function toRoleParam(fields: RoleFields, index: MenuIndex): RoleParam {
  return {
    name: fields.name.trim(),
    sequence: Number(fields.sequence),
    status: fields.status,
    memo: fields.memo.trim(),
    watermark: fields.watermark,
    menus: grantsToRole(index, fields.grants),
  };
}
