import { Collection } from './collection';
import type { MenuRecord, ResourceRecord, RoleRecord, StoreData, UserRecord } from './types';

/** The mock's data: one per server, so every `createServer` starts from the seed. */
export interface Store {
  users: Collection<UserRecord>;
  roles: Collection<RoleRecord>;
  menus: Collection<MenuRecord>;
  resources: Collection<ResourceRecord>;
  /** Successful logins per local date. */
  logins: {
    record(date: string): void;
    count(date: string): number;
  };
  /** Every record as plain data (what a data file would hold). */
  snapshot(): StoreData;
}

/** A store holding a copy of `data`. */
export function createStore(data: StoreData): Store {
  const logins = new Map(Object.entries(data.logins));
  const store: Store = {
    users: new Collection(data.users),
    roles: new Collection(data.roles),
    menus: new Collection(data.menus),
    resources: new Collection(data.resources),
    logins: {
      record: (date) => logins.set(date, (logins.get(date) ?? 0) + 1),
      count: (date) => logins.get(date) ?? 0,
    },
    snapshot: () =>
      structuredClone({
        users: [...store.users.all()],
        roles: [...store.roles.all()],
        menus: [...store.menus.all()],
        resources: [...store.resources.all()],
        logins: Object.fromEntries(logins),
      }),
  };
  return store;
}

/** A user who may log in and whose tokens work: existing and enabled. */
export function activeUser(store: Store, userId: string): Readonly<UserRecord> | undefined {
  const user = store.users.get(userId);
  return user?.status === 'enabled' ? user : undefined;
}
