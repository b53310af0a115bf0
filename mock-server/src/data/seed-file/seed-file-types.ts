import type { components } from '../../../../shared/contract/schema';

type Schemas = components['schemas'];
type ResourceParam = Schemas['SystemResourceParam'];

/**
 * A user of a seed file: the contract's create fields plus its id, with the password a developer
 * types on the login page in plain text (hashed at start, never stored). `email` and `phone`
 * default to empty, `status` to enabled, `builtIn` to false, `avatar` to drawn initials.
 */
export interface SeedUser extends Pick<
  Schemas['SystemUserCreateParam'],
  'userName' | 'realName' | 'email' | 'phone' | 'status' | 'roleIds'
> {
  id: Schemas['EntityId'];
  password: string;
  builtIn?: boolean;
  avatar?: Schemas['Avatar'];
  createdAt?: string;
}

/**
 * A role of a seed file: the contract's role fields plus its id; `sequence` defaults to 0, `status`
 * to enabled, `memo` to empty, `watermark` to false.
 */
export interface SeedRole extends Pick<
  Schemas['SystemRoleParam'],
  'name' | 'sequence' | 'status' | 'memo' | 'watermark' | 'menus'
> {
  id: Schemas['EntityId'];
  builtIn?: boolean;
  createdAt?: string;
}

/** A menu of a seed file: exactly the contract's `SystemMenu`. */
export type SeedMenu = Schemas['SystemMenu'];

/** A resource of a seed file: the contract's resource fields plus its id; `memo` defaults to empty. */
export interface SeedResource extends ResourceParam {
  id: Schemas['EntityId'];
}

/** What `MOCK_SEED_FILE` holds (mock-server/README.md describes it). */
export interface SeedFile {
  users: SeedUser[];
  roles: SeedRole[];
  menus: SeedMenu[];
  resources: SeedResource[];
}

export type SeedKind = keyof SeedFile;
