import { Collection } from './collection';
import { NoticeBook } from './notice-book';
import { Revocations } from './revocations';
import type { MenuRecord, ResourceRecord, RoleRecord, SignInEvent, StoreData, UserRecord } from './types';

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
  /** Every record as plain data (what a data file holds). */
  snapshot(): StoreData;
  /** Puts the seed back in place of every record (tests: `server.app.mock.store.reset()`). */
  reset(): Promise<void>;
  /** Puts `data` in place of everything, revocations included (a write that failed is undone with it). */
  restore(data: StoreData): void;
  /** Calls `listener` after every change; answers the function that removes it. */
  onChange(listener: () => void): () => void;
}

/**
 * A store holding a copy of `data`. `seed` builds what `reset()` restores; by default a copy of
 * `data` itself.
 */
export function createStore(data: StoreData, seed?: () => Promise<StoreData>): Store {
  const initial = structuredClone(data);
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
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
  replaceEvents(data);
  const replaceRecords = (next: StoreData) => {
    store.users.replaceAll(next.users);
    store.roles.replaceAll(next.roles);
    store.menus.replaceAll(next.menus);
    store.resources.replaceAll(next.resources);
    replaceEvents(next);
    // In place: the notices plugin holds this very object.
    Object.assign(notices, new NoticeBook(next.notices, changed));
    changed();
  };
  const store: Store = {
    users: new Collection(data.users, changed),
    roles: new Collection(data.roles, changed),
    menus: new Collection(data.menus, changed),
    resources: new Collection(data.resources, changed),
    revocations: new Revocations(data.revocations, changed),
    notices,
    logins: dayCounts(logins),
    failedLogins: dayCounts(failedLogins),
    signIns: {
      record: (event) => {
        signIns = [{ ...event }, ...signIns].slice(0, SIGN_IN_LOG_SIZE);
        changed();
      },
      latest: () => signIns,
    },
    snapshot: () =>
      structuredClone({
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
    reset: async () => replaceRecords(seed ? await seed() : structuredClone(initial)),
    restore: (next) => {
      // In place: the token service holds this very object. A fresh one built from the data carries
      // every field the class keeps, whatever they are.
      Object.assign(store.revocations, new Revocations(next.revocations, changed));
      replaceRecords(next);
    },
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
