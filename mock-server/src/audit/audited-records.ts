import type { components } from '../../../shared/contract/schema';
import type { RecordKind } from '../data/record-changes';
import type { Store } from '../data/store';
import type { MenuRecord, ResourceRecord, RoleRecord, UserRecord } from '../data/types';
import { toSystemMenu } from '../plugins/system-menus/menu-view';
import { toSystemResource } from '../plugins/system-resources/resource-view';
import { toSystemRole } from '../plugins/system-roles/role-view';
import { toSystemUser } from '../plugins/system-users/user-view';
import { redacted } from './field-changes';

type Schemas = components['schemas'];
export type AuditedOperation = Schemas['AuditedOperation'];
export type AuditRecordType = Schemas['AuditRecordType'];
type AuditChange = Schemas['AuditChange'];

/** Which record an audited call is about: the one it adds, the one its path names, or the caller's own. */
type Target = 'added' | 'path' | 'caller';

/**
 * Every operation the operation log records, with the kind of record it changes. Typed by the
 * contract's `AuditedOperation`, so an operation added there fails the type check until it is here.
 */
export const AUDITED_OPERATIONS: Record<AuditedOperation, { type: AuditRecordType; target: Target }> = {
  updateCurrentUser: { type: 'user', target: 'caller' },
  updateCurrentPassword: { type: 'user', target: 'caller' },
  createDemoItem: { type: 'demoItem', target: 'added' },
  updateDemoItem: { type: 'demoItem', target: 'path' },
  deleteDemoItem: { type: 'demoItem', target: 'path' },
  createUser: { type: 'user', target: 'added' },
  updateUser: { type: 'user', target: 'path' },
  deleteUser: { type: 'user', target: 'path' },
  enableUser: { type: 'user', target: 'path' },
  disableUser: { type: 'user', target: 'path' },
  createRole: { type: 'role', target: 'added' },
  updateRole: { type: 'role', target: 'path' },
  deleteRole: { type: 'role', target: 'path' },
  createMenu: { type: 'menu', target: 'added' },
  updateMenu: { type: 'menu', target: 'path' },
  deleteMenu: { type: 'menu', target: 'path' },
  createResource: { type: 'resource', target: 'added' },
  updateResource: { type: 'resource', target: 'path' },
  deleteResource: { type: 'resource', target: 'path' },
};

/** A stored record, as the journal holds it. */
type Stored = Readonly<{ id: string }>;

/** How the operation log reads one kind of record. */
interface RecordTypeRules {
  /** The table its changes are journaled under. */
  kind: RecordKind;
  /** The record as the API answers it: the changes are named and valued as the client sees them. */
  view: (store: Store, record: Stored) => object;
  /** Its name for display (`recordLabel`). */
  label: (record: Stored) => string;
  /** The record as stored now, for a refused call's label; none for records the store does not hold. */
  current?: (store: Store, id: string) => Stored | undefined;
  /** The changes of the secrets the view leaves out, redacted. @default none */
  secrets?: (before: Stored | undefined, after: Stored | undefined) => AuditChange[];
}

const user = (record: Stored) => record as UserRecord;

/** A password set (on an add, or changed since): only that it was, never a hash. */
function passwordChange(before: Stored | undefined, after: Stored | undefined): AuditChange[] {
  if (!after) return [];
  return before && user(before).passwordHash === user(after).passwordHash ? [] : [redacted('password')];
}

export const RECORD_TYPES: Record<AuditRecordType, RecordTypeRules> = {
  user: {
    kind: 'users',
    view: (store, record) => toSystemUser(store, user(record)),
    label: (record) => user(record).userName,
    current: (store, id) => store.users.get(id),
    secrets: passwordChange,
  },
  role: {
    kind: 'roles',
    view: (_store, record) => toSystemRole(record as RoleRecord),
    label: (record) => (record as RoleRecord).name,
    current: (store, id) => store.roles.get(id),
  },
  menu: {
    kind: 'menus',
    view: (_store, record) => toSystemMenu(record as MenuRecord),
    label: (record) => (record as MenuRecord).name,
    current: (store, id) => store.menus.get(id),
  },
  resource: {
    kind: 'resources',
    view: (store, record) => toSystemResource(store, record as ResourceRecord),
    label: (record) => `${(record as ResourceRecord).method} ${(record as ResourceRecord).path}`,
    current: (store, id) => store.resources.get(id),
  },
  demoItem: {
    kind: 'demoItems',
    view: (_store, record) => record,
    label: (record) => (record as Schemas['DemoItem']).name,
  },
};
