import type { components } from '../../../shared/contract/schema';

type Schemas = components['schemas'];

/** Enabled records take part; disabled ones are kept but ignored (users cannot log in). */
export type RecordStatus = Schemas['EnableStatus'];

export interface UserRecord {
  id: string;
  userName: string;
  realName: string;
  /** A `data:image/` URL or a same-origin path. */
  avatar: string;
  /** Empty when unknown. */
  email: string;
  /** Empty when unknown. */
  phone: string;
  status: RecordStatus;
  roleIds: string[];
  /** Salted scrypt hash of the MD5 hex the client sends (see `lib/password.ts`). */
  passwordHash: string;
  /** The built-in root account (`builtIn` in the contract): set by the seed alone, never by a request. */
  builtIn: boolean;
  /** ISO 8601 time of creation. */
  createdAt: string;
}

/** What a role grants on one menu: the menu itself and these of its actions. */
export interface RoleMenuGrant {
  menuId: string;
  actionCodes: string[];
}

export interface RoleRecord {
  id: string;
  name: string;
  sequence: number;
  status: RecordStatus;
  /** Empty when none. */
  memo: string;
  menus: RoleMenuGrant[];
  /** Its users see a watermark by default. */
  watermark: boolean;
  /** The built-in administrator role (`builtIn` in the contract): set by the seed alone, never by a request. */
  builtIn: boolean;
  /** ISO 8601 time of creation. */
  createdAt: string;
}

type MenuAction = Schemas['MenuAction'];

/** A menu action as the contract shows it, plus the API resources it opens. */
export interface MenuActionRecord extends MenuAction {
  resourceIds: string[];
}

/** One menu, stored flat: the tree is rebuilt from `parentId` and `sequence`. */
export interface MenuRecord extends Omit<Schemas['MenuNode'], 'actions' | 'children' | 'icon'> {
  parentId: string | null;
  /** A `MenuIcon` when written through the API; a data file from before that rule may hold any name (see `shownIcon`). */
  icon: string;
  actions: MenuActionRecord[];
}

export type HttpMethod = Schemas['HttpMethod'];

/** An API endpoint, as the Hapi route path (`/api/v1/users/{id}`), guarded by the actions holding it. */
export interface ResourceRecord {
  id: string;
  method: HttpMethod;
  path: string;
  /** What the endpoint does, for people; empty when none. */
  memo: string;
}

/** A revoked token: refused from `validUntil`, remembered until `exp` (both Unix seconds), when it stops working anyway. */
export interface TokenRevocation {
  validUntil: number;
  exp: number;
}

/**
 * All of a user's sessions ended at once: their tokens issued before `issuedBefore` (the token's
 * `tick`, milliseconds) are void, except the token `keep` (the session that asked, if any).
 * Remembered until `exp` (Unix seconds), when every such token has expired.
 */
export interface UserRevocation {
  issuedBefore: number;
  exp: number;
  keep?: string;
}

/** A sign-in ended (logged out): every token carrying its `sid` is void, remembered until `exp` (Unix seconds), when all of them have expired. */
export interface SessionRevocation {
  exp: number;
}

/** Revoked tokens by `jti`, all sessions of a user ended by user id, and single sessions ended by `sid`. */
export interface RevocationData {
  tokens: Record<string, TokenRevocation>;
  users: Record<string, UserRevocation>;
  /** Absent from data files written before sessions were ended as a whole. */
  sessions?: Record<string, SessionRevocation>;
}

/** One successful sign-in: who (by id) and when (ISO 8601). Holds no password or token. */
export interface SignInEvent {
  userId: string;
  at: string;
}

/** A notice kept for a user (the contract's `Notice` without `read`, which the user's read mark decides). */
export interface NoticeRecord {
  /** Digits; greater for each later notice of the user. */
  id: string;
  /** ISO 8601. */
  at: string;
  kind: Exclude<Schemas['NoticeKind'], 'session_ended'>;
  /** `export_finished` only. */
  list?: Schemas['ExportList'];
  /** `export_finished` only. */
  rows?: number;
}

/** One user's notices: the latest kept, oldest first, the last id given and the last id read. */
export interface UserNotices {
  lastId: number;
  readUpTo: number;
  list: NoticeRecord[];
}

/** An operation log record as the contract's detail shows it (`OperationLogDetail`). */
export type OperationLogRecord = Schemas['OperationLogDetail'];

/** A sign-in log record as the contract shows it (`SignInLog`). */
export type SignInLogRecord = Schemas['SignInLog'];

/** One audit log: its records, oldest first, and the number in the last id it gave (ids are never given twice). */
export interface AuditLogData<T> {
  lastId: number;
  records: T[];
}

/** Every record of the store, as seeded or as a data file would hold it. */
export interface StoreData {
  users: UserRecord[];
  roles: RoleRecord[];
  menus: MenuRecord[];
  resources: ResourceRecord[];
  /** Successful logins per local date (`YYYY-MM-DD`). */
  logins: Record<string, number>;
  /** Refused logins per local date; none when absent (a data file from before they were counted). */
  failedLogins?: Record<string, number>;
  /** The latest successful sign-ins, newest first; none when absent (a data file from before they were kept). */
  signIns?: SignInEvent[];
  /** Token revocations, kept until the tokens expire; none when absent (a seed, an older data file). */
  revocations?: RevocationData;
  /** Notices by user id; none when absent (a seed, a data file from before notices). */
  notices?: Record<string, UserNotices>;
  /** The operation log; empty when absent (a seed, a data file from before the audit trail). */
  operationLog?: AuditLogData<OperationLogRecord>;
  /** The sign-in log; empty when absent (a seed, a data file from before the audit trail). */
  signInLog?: AuditLogData<SignInLogRecord>;
}
