import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedFileRuleFaults } from './seed-file-rules';
import type { SeedFile } from './seed-file-types';

const example = JSON.parse(readFileSync(path.resolve(__dirname, '../../../seeds/example.json'), 'utf8')) as SeedFile;

/** The example with `change` made to a copy of it. */
const breaking = (change: (seed: SeedFile) => void): SeedFile => {
  const seed = structuredClone(example);
  change(seed);
  return seed;
};

describe('seedFileRuleFaults', () => {
  it('finds nothing wrong with the example', () => {
    expect(seedFileRuleFaults(example)).toEqual([]);
  });

  it.each<[string, (seed: SeedFile) => void, string]>([
    [
      'no built-in root',
      (s) => (s.users[0]!.builtIn = false),
      'users: none is the built-in root account ("builtIn": true); exactly one must be',
    ],
    [
      'two built-in roots',
      (s) => (s.users[1]!.builtIn = true),
      'users: users[0] ("admin"), users[1] ("alice") are each the built-in root account; exactly one may be',
    ],
    [
      'root disabled',
      (s) => (s.users[0]!.status = 'disabled'),
      'users[0] ("admin").status: the built-in root account must be enabled',
    ],
    [
      'no built-in administrator role',
      (s) => delete s.roles[0]!.builtIn,
      'roles: none is the built-in administrator role ("builtIn": true); exactly one must be',
    ],
    [
      'two built-in administrator roles',
      (s) => (s.roles[1]!.builtIn = true),
      'roles: roles[0] ("Administrator"), roles[1] ("Reader") are each the built-in administrator role; exactly one may be',
    ],
    // An id taken twice: references to it are left alone, as they would name either record.
    [
      'a duplicate user id',
      (s) => (s.users[1]!.id = 'u-admin'),
      'users[1] ("alice").id: the same id as users[0] ("admin")',
    ],
    [
      'a duplicate role id',
      (s) => (s.roles[1]!.id = 'r-admin'),
      'roles[1] ("Reader").id: the same id as roles[0] ("Administrator")',
    ],
    [
      'a duplicate menu id',
      (s) => (s.menus[1]!.id = 'm-dashboard'),
      'menus[1] ("System").id: the same id as menus[0] ("Dashboard")',
    ],
    [
      'a duplicate resource id',
      (s) => (s.resources[1]!.id = 'res-users-list'),
      'resources[1] ("GET /api/v1/users/{id}").id: the same id as resources[0] ("GET /api/v1/users")',
    ],
    [
      'a user name differing in case only',
      (s) => (s.users[1]!.userName = 'ADMIN'),
      'users[1] ("ADMIN").userName: the same user name (case and invisible characters aside) as users[0] ("admin")',
    ],
    [
      'a role name differing by an invisible character',
      (s) => (s.roles[1]!.name = 'Administrator\u200b'),
      'roles[1] ("Administrator\u200b").name: the same role name',
    ],
    [
      'a route name differing in case only',
      (s) => (s.menus[1]!.routeName = 'DASHBOARD'),
      'menus[1] ("DASHBOARD").routeName: the same route name (case aside) as menus[0] ("Dashboard")',
    ],
    [
      'a duplicate route path',
      (s) => (s.menus[1]!.routePath = '/dashboard'),
      'menus[1] ("System").routePath: the same route path as menus[0] ("Dashboard")',
    ],
    [
      'a duplicate method and path',
      (s) => (s.resources[1]!.path = '/api/v1/users'),
      'resources[1] ("GET /api/v1/users").path: the same method and path as resources[0] ("GET /api/v1/users")',
    ],
    [
      'a grant of a missing menu',
      (s) => (s.roles[1]!.menus[0]!.menuId = 'm-gone'),
      'roles[1] ("Reader").menus[0].menuId: menu "m-gone" does not exist',
    ],
    [
      'a grant of a missing action',
      (s) => s.roles[1]!.menus[2]!.actions.push('export'),
      'roles[1] ("Reader").menus[2].actions[1]: menu "SystemUser" has no action "export"',
    ],
    [
      'a user holding a missing role',
      (s) => s.users[1]!.roleIds.push('r-gone'),
      'users[1] ("alice").roleIds[1]: role "r-gone" does not exist',
    ],
    [
      'a missing parent',
      (s) => (s.menus[2]!.parentId = 'm-gone'),
      'menus[2] ("SystemUser").parentId: menu "m-gone" does not exist',
    ],
    [
      'a menu its own parent',
      (s) => (s.menus[1]!.parentId = 'm-system'),
      'menus[1] ("System").parentId: the menu is its own ancestor (m-system → m-system)',
    ],
    [
      'a parent cycle',
      (s) => (s.menus[1]!.parentId = 'm-users'),
      'menus[1] ("System").parentId: the menu is its own ancestor (m-system → m-users → m-system)',
    ],
    [
      'an action bound to a missing resource',
      (s) => s.menus[2]!.actions[3]!.resourceIds.push('res-gone'),
      'menus[2] ("SystemUser").actions[3].resourceIds[1]: resource "res-gone" does not exist',
    ],
  ])('refuses %s', (_rule, change, fault) => {
    expect(seedFileRuleFaults(breaking(change))).toEqual(expect.arrayContaining([expect.stringContaining(fault)]));
  });

  it('reports an id taken twice alone, not the references it confuses', () => {
    expect(seedFileRuleFaults(breaking((s) => (s.menus[1]!.id = 'm-dashboard')))).toEqual([
      'menus[1] ("System").id: the same id as menus[0] ("Dashboard")',
    ]);
  });

  it('reports a cycle once per menu in it, and not on a menu hanging below it', () => {
    const faults = seedFileRuleFaults(
      breaking((s) => {
        s.menus[1]!.parentId = 'm-users';
        s.menus[0]!.parentId = 'm-users';
      }),
    );
    expect(faults).toEqual([
      expect.stringMatching(/^menus\[1\] .*own ancestor/),
      expect.stringMatching(/^menus\[2\] .*own ancestor/),
    ]);
  });
});
