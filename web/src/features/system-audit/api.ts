/** The audit trail's calls, read only; each answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '@/api/client';
import type { components, paths } from '@shared/contract/schema';

type Schemas = components['schemas'];

/** One call to an operation that changes data, done or refused. */
export type OperationLog = Schemas['OperationLog'];
/** One operation log record with the fields it changed. */
export type OperationLogDetail = Schemas['OperationLogDetail'];
/** One field a call changed: its values before and after, or `redacted` for a secret. */
export type AuditChange = Schemas['AuditChange'];
export type AuditedOperation = Schemas['AuditedOperation'];
export type AuditRecordType = Schemas['AuditRecordType'];
export type AuditResult = Schemas['AuditResult'];
/** The query of `GET /audit/operations`. */
export type OperationLogQuery = NonNullable<paths['/audit/operations']['get']['parameters']['query']>;
export type OperationLogSortField = Schemas['OperationLogSortField'];

/** One sign-in, refresh, logout or unlock, done or refused. */
export type SignInLog = Schemas['SignInLog'];
export type SignInEvent = Schemas['SignInEvent'];
/** The query of `GET /audit/sign-ins`. */
export type SignInLogQuery = NonNullable<paths['/audit/sign-ins']['get']['parameters']['query']>;
export type SignInLogSortField = Schemas['SignInLogSortField'];

/** The members of a contract enum, in the order the filters offer them; `tsc` lists one it lacks. */
const membersOf = <Member extends string>(set: Record<Member, true>) => Object.keys(set) as Member[];

export const AUDITED_OPERATIONS = membersOf<AuditedOperation>({
  updateCurrentUser: true,
  updateCurrentPassword: true,
  createUser: true,
  updateUser: true,
  deleteUser: true,
  enableUser: true,
  disableUser: true,
  createRole: true,
  updateRole: true,
  deleteRole: true,
  createMenu: true,
  updateMenu: true,
  deleteMenu: true,
  createResource: true,
  updateResource: true,
  deleteResource: true,
  createDemoItem: true,
  updateDemoItem: true,
  deleteDemoItem: true,
});
export const AUDIT_RECORD_TYPES = membersOf<AuditRecordType>({
  user: true,
  role: true,
  menu: true,
  resource: true,
  demoItem: true,
});
export const AUDIT_RESULTS = membersOf<AuditResult>({ success: true, failure: true });
export const SIGN_IN_EVENTS = membersOf<SignInEvent>({ login: true, refresh: true, logout: true, unlock: true });

/** The operation log's pages, and one record with its changes. */
export const operationLogApi = {
  list: (query: OperationLogQuery, signal?: AbortSignal) =>
    apiClient.GET('/audit/operations', { params: { query }, signal }),
  get: (id: string, signal: AbortSignal) =>
    apiClient.GET('/audit/operations/{id}', { params: { path: { id } }, signal }),
};

/** The sign-in log's pages. */
export const signInLogApi = {
  list: (query: SignInLogQuery, signal?: AbortSignal) =>
    apiClient.GET('/audit/sign-ins', { params: { query }, signal }),
};
