import { AuditLog, DEFAULT_RETENTION, type Retention } from './audit-log';
import { Collection } from './collection';
import { NoticeBook } from './notice-book';
import { noteChange } from './record-changes';
import { Revocations } from './revocations';
import type {
  AuditLogData,
  MenuRecord,
  OperationLogRecord,
  ResourceRecord,
  RoleRecord,
  SignInEvent,
  SignInLogRecord,
  StoreData,
  UserRecord,
} from './types';

/** How many sign-ins the store remembers: the dashboard shows the latest of them. */
export const SIGN_IN_LOG_SIZE = 20;

/** Events counted per local date (`YYYY-MM-DD`). */
export interface DayCounts {
  record(date: string): void;
  count(date: string): number;
}

/** The mock's data: one per server, so every `createServer` starts from the seed (or its data file). */
export interface Store {
  users: Collection<UserRecord>;
  roles: Collection<RoleRecord>;
  menus: Collection<MenuRecord>;
  resources: Collection<ResourceRecord>;
  /** Successful logins per local date. */
  logins: DayCounts;
  /** Refused logins (wrong credentials or captcha) per local date. */
  failedLogins: DayCounts;
  /** The latest successful sign-ins, newest first, at most {@link SIGN_IN_LOG_SIZE}. */
  signIns: {
    record(event: SignInEvent): void;
    latest(): readonly SignInEvent[];
  };
  /** Token revocations; `reset()` keeps them, so a reset never brings a revoked token back. */
  revocations: Revocations;
  /** The notices kept per user. */
  notices: NoticeBook;
  /** Every call to an audited operation made with a valid token, done or refused. */
  operationLog: AuditLog<OperationLogRecord>;
  /** Every login attempt, refresh, logout and unlock attempt. */
  signInLog: AuditLog<SignInLogRecord>;
  /** Every record as plain data (what a data file holds). */
  snapshot(): StoreData;
  /** Puts the seed back in place of every record (tests: `server.app.mock.store.reset()`). */
  reset(): Promise<void>;
  /** Puts `data` in place of everything, revocations included (a write that failed is undone with it). */
  restore(data: StoreData): void;
  /** Calls `listener` after every change; answers the function that removes it. */
  onChange(listener: () => void): () => void;
  /**
   * A number that grows with every change of the users, roles or menus, the records a menu tree is
   * made of: a tree computed at one value stays right while it is the same.
   */
  treeRevision(): number;
}

/** What a store is told beyond its data. */
export interface StoreOptions {
  /** Builds what `reset()` restores. @default a copy of the data the store was made with */
  seed?: () => Promise<StoreData>;
  /** What the audit logs keep. @default DEFAULT_RETENTION */
  retention?: Retention;
  /** Milliseconds since the epoch, for the retention's age. @default Date.now */
  now?: () => number;
}

/** A store holding a copy of `data`. */
export function createStore(
  data: StoreData,
  { seed, retention = DEFAULT_RETENTION, now = Date.now }: StoreOptions = {},
): Store {
  const initial = structuredClone(data);
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  let treeRevision = 0;
  const logins = new Map<string, number>();
  const failedLogins = new Map<string, number>();
  let signIns: SignInEvent[] = [];
  const notices = new NoticeBook(data.notices, changed);
  const fill = (map: Map<string, number>, counts: Record<string, number> = {}) => {
    map.clear();
    for (const [date, count] of Object.entries(counts)) map.set(date, count);
  };
  const dayCounts = (map: Map<string, number>): DayCounts => ({
    record: (date) => {
      map.set(date, (map.get(date) ?? 0) + 1);
      changed();
    },
    count: (date) => map.get(date) ?? 0,
  });
  const replaceEvents = (next: StoreData) => {
    fill(logins, next.logins);
    fill(failedLogins, next.failedLogins);
    signIns = structuredClone(next.signIns ?? []);
  };
  const log = <T extends { id: string; at: string }>(
    prefix: string,
    records: StoreData['operationLog' | 'signInLog'],
  ) => new AuditLog<T>(prefix, retention, now, changed, records as AuditLogData<T> | undefined);
  replaceEvents(data);
  const replaceRecords = (next: StoreData) => {
    store.users.replaceAll(next.users);
    store.roles.replaceAll(next.roles);
    store.menus.replaceAll(next.menus);
    store.resources.replaceAll(next.resources);
    store.operationLog.replace(next.operationLog);
    store.signInLog.replace(next.signInLog);
    replaceEvents(next);
    // In place: the notices plugin holds this very object.
    Object.assign(notices, new NoticeBook(next.notices, changed));
    treeRevision += 1;
    changed();
  };
  /** The callback of a collection: its changes go to the request's journal too (`record-changes.ts`). */
  const changedIn =
    <T extends { id: string }>(kind: 'users' | 'roles' | 'menus' | 'resources') =>
    (before?: T, after?: T) => {
      noteChange({ kind, before, after });
      if (kind !== 'resources') treeRevision += 1;
      changed();
    };
  const store: Store = {
    users: new Collection(data.users, changedIn('users')),
    roles: new Collection(data.roles, changedIn('roles')),
    menus: new Collection(data.menus, changedIn('menus')),
    resources: new Collection(data.resources, changedIn('resources')),
    revocations: new Revocations(data.revocations, changed),
    notices,
    operationLog: log('op', data.operationLog),
    signInLog: log('si', data.signInLog),
    logins: dayCounts(logins),
    failedLogins: dayCounts(failedLogins),
    signIns: {
      record: (event) => {
        signIns = [{ ...event }, ...signIns].slice(0, SIGN_IN_LOG_SIZE);
        changed();
      },
      latest: () => signIns,
    },
    snapshot: () => ({
      ...structuredClone({
        users: [...store.users.all()],
        roles: [...store.roles.all()],
        menus: [...store.menus.all()],
        resources: [...store.resources.all()],
        logins: Object.fromEntries(logins),
        failedLogins: Object.fromEntries(failedLogins),
        signIns,
        revocations: store.revocations.snapshot(),
        notices: notices.snapshot(),
      }),
      // Not cloned: audit records are frozen, and there may be thousands of them on every write.
      operationLog: store.operationLog.snapshot(),
      signInLog: store.signInLog.snapshot(),
    }),
    reset: async () => replaceRecords(seed ? await seed() : structuredClone(initial)),
    restore: (next) => {
      // In place: the token service holds this very object. A fresh one built from the data carries
      // every field the class keeps, whatever they are.
      Object.assign(store.revocations, new Revocations(next.revocations, changed));
      replaceRecords(next);
    },
    treeRevision: () => treeRevision,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/** A user who may log in and whose tokens work: existing and enabled. */
export function activeUser(store: Store, userId: string): Readonly<UserRecord> | undefined {
  const user = store.users.get(userId);
  return user?.status === 'enabled' ? user : undefined;
}

/** The user a login's user name names: compared as a login compares them, case aside. */
export function userByLoginName(store: Store, userName: string): Readonly<UserRecord> | undefined {
  const account = userName.toLowerCase();
  return store.users.find((user) => user.userName.toLowerCase() === account);
}
