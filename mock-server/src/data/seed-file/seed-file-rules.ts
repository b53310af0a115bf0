import { fold, foldName } from '../../plugins/system-shared/fields';
import { recordPlace } from './seed-file-places';
import type { SeedFile, SeedKind } from './seed-file-types';

type Fault = string;

/** The one built-in record of `kind` the privilege rules rest on: none, or more than one, is a fault. */
function oneBuiltIn(seed: SeedFile, kind: 'users' | 'roles', what: string): Fault[] {
  const flagged = seed[kind].flatMap((record, index) => (record.builtIn === true ? [index] : []));
  if (flagged.length === 1) return [];
  if (flagged.length === 0) return [`${kind}: none is the built-in ${what} ("builtIn": true); exactly one must be`];
  return [
    `${kind}: ${flagged.map((index) => recordPlace(seed, kind, index)).join(', ')} are each the built-in ${what}; exactly one may be`,
  ];
}

/**
 * Records of `kind` sharing what `key` answers, the API's own rule for the field (undefined: not
 * compared): each one after the first is a fault naming the first.
 */
function unique<K extends SeedKind>(
  seed: SeedFile,
  kind: K,
  field: string,
  key: (record: SeedFile[K][number]) => string,
  what: string,
): Fault[] {
  const first = new Map<string, number>();
  return seed[kind].flatMap((record: SeedFile[K][number], index) => {
    const value = key(record);
    const earlier = first.get(value);
    if (earlier === undefined) {
      first.set(value, index);
      return [];
    }
    return [`${recordPlace(seed, kind, index, field)}: ${what} as ${recordPlace(seed, kind, earlier)}`];
  });
}

function duplicateIds(seed: SeedFile): Fault[] {
  return (['users', 'roles', 'menus', 'resources'] as const).flatMap((kind) =>
    unique(seed, kind, 'id', (record) => record.id, 'the same id'),
  );
}

function duplicateNames(seed: SeedFile): Fault[] {
  return [
    ...unique(
      seed,
      'users',
      'userName',
      (user) => foldName(user.userName),
      'the same user name (case and invisible characters aside)',
    ),
    ...unique(
      seed,
      'roles',
      'name',
      (role) => foldName(role.name),
      'the same role name (case and invisible characters aside)',
    ),
    ...unique(seed, 'menus', 'routeName', (menu) => fold(menu.routeName), 'the same route name (case aside)'),
    ...unique(seed, 'menus', 'routePath', (menu) => menu.routePath, 'the same route path'),
    ...unique(
      seed,
      'resources',
      'path',
      (resource) => `${resource.method} ${resource.path}`,
      'the same method and path',
    ),
  ];
}

function rootEnabled(seed: SeedFile): Fault[] {
  return seed.users.flatMap((user, index) =>
    user.builtIn === true && (user.status ?? 'enabled') !== 'enabled'
      ? [`${recordPlace(seed, 'users', index, 'status')}: the built-in root account must be enabled`]
      : [],
  );
}

function userRoles(seed: SeedFile): Fault[] {
  const roles = new Set(seed.roles.map((role) => role.id));
  return seed.users.flatMap((user, index) =>
    user.roleIds.flatMap((roleId, at) =>
      roles.has(roleId) ? [] : [`${recordPlace(seed, 'users', index, 'roleIds', at)}: role "${roleId}" does not exist`],
    ),
  );
}

function roleGrants(seed: SeedFile): Fault[] {
  const menus = new Map(seed.menus.map((menu) => [menu.id, menu]));
  return seed.roles.flatMap((role, index) =>
    role.menus.flatMap((grant, at) => {
      const menu = menus.get(grant.menuId);
      if (!menu)
        return [`${recordPlace(seed, 'roles', index, 'menus', at, 'menuId')}: menu "${grant.menuId}" does not exist`];
      return grant.actions.flatMap((code, which) =>
        menu.actions.some((action) => action.code === code)
          ? []
          : [
              `${recordPlace(seed, 'roles', index, 'menus', at, 'actions', which)}: menu "${menu.routeName}" has no action "${code}"`,
            ],
      );
    }),
  );
}

/** Parents that exist, and no menu its own ancestor (which would hide the whole loop from the tree). */
function menuParents(seed: SeedFile): Fault[] {
  const parents = new Map(seed.menus.map((menu) => [menu.id, menu.parentId]));
  return seed.menus.flatMap((menu, index) => {
    const place = recordPlace(seed, 'menus', index, 'parentId');
    if (menu.parentId !== null && !parents.has(menu.parentId))
      return [`${place}: menu "${menu.parentId}" does not exist`];
    const chain = [menu.id];
    for (let at = menu.parentId; at !== null && at !== undefined; at = parents.get(at) ?? null) {
      if (at === menu.id) return [`${place}: the menu is its own ancestor (${[...chain, at].join(' → ')})`];
      // A loop above this menu is reported on the menus inside it.
      if (chain.includes(at)) return [];
      chain.push(at);
    }
    return [];
  });
}

function actionResources(seed: SeedFile): Fault[] {
  const resources = new Set(seed.resources.map((resource) => resource.id));
  return seed.menus.flatMap((menu, index) =>
    menu.actions.flatMap((action, at) =>
      action.resourceIds.flatMap((resourceId, which) =>
        resources.has(resourceId)
          ? []
          : [
              `${recordPlace(seed, 'menus', index, 'actions', at, 'resourceIds', which)}: resource "${resourceId}" does not exist`,
            ],
      ),
    ),
  );
}

/**
 * What in a seed file of the right shape breaks a privilege or consistency rule: one built-in
 * root account, enabled, and one built-in administrator role; ids and names unique by the API's
 * own comparisons; every reference (a user's roles, a role's menus and actions, a menu's parent
 * and resources) to a record of the file, and no parent cycle. None when it keeps them all.
 */
export function seedFileRuleFaults(seed: SeedFile): Fault[] {
  const ids = duplicateIds(seed);
  const records = [
    ...oneBuiltIn(seed, 'users', 'root account'),
    ...rootEnabled(seed),
    ...oneBuiltIn(seed, 'roles', 'administrator role'),
    ...ids,
    ...duplicateNames(seed),
  ];
  // With an id taken twice, a reference to it names either record: its faults would mislead.
  if (ids.length) return records;
  return [...records, ...userRoles(seed), ...roleGrants(seed), ...menuParents(seed), ...actionResources(seed)];
}
