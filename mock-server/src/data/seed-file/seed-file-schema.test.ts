import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedFileSchemaFaults } from './seed-file-schema';

const example = JSON.parse(readFileSync(path.resolve(__dirname, '../../../seeds/example.json'), 'utf8')) as Record<
  string,
  Record<string, unknown>[]
>;

/** The faults of the example with `change` made to a copy of it. */
const faultsWith = (change: (seed: typeof example) => void) => {
  const seed = structuredClone(example);
  change(seed);
  return seedFileSchemaFaults(seed);
};

describe('seedFileSchemaFaults', () => {
  it('finds nothing wrong with the example', () => {
    expect(seedFileSchemaFaults(example)).toEqual([]);
  });

  it.each<[string, (seed: typeof example) => void, string]>([
    [
      'an email by its format, not its long pattern',
      (s) => (s.users![1]!.email = 'alice-at-example'),
      'users[1] ("alice").email: must match format "email"',
    ],
    [
      'a user name the API refuses',
      (s) => (s.users![1]!.userName = 'al ice'),
      'users[1] ("al ice").userName: must match pattern',
    ],
    ['a missing password', (s) => delete s.users![0]!.password, 'users[0] ("admin").password: is required'],
    [
      'a field the file has no use for',
      (s) => (s.users![0]!.passwordHash = 'scrypt$1'),
      'users[0] ("admin").passwordHash: is not a field of a seed file record',
    ],
    [
      'an id the contract refuses',
      (s) => (s.roles![1]!.id = 'r reader'),
      'roles[1] ("Reader").id: must match pattern "^[A-Za-z0-9_-]{1,64}$"',
    ],
    [
      'a built-in flag that is not a boolean',
      (s) => (s.roles![0]!.builtIn = 'yes'),
      'roles[0] ("Administrator").builtIn: must be boolean',
    ],
    [
      'an action code in a grant',
      (s) => ((s.roles![1]!.menus as { actions: string[] }[])[2]!.actions = ['Query']),
      'roles[1] ("Reader").menus[2].actions[0]: must match pattern',
    ],
    [
      'a menu icon the contract does not name',
      (s) => (s.menus![0]!.icon = 'no-such-icon'),
      'menus[0] ("Dashboard").icon: must be one of the',
    ],
    [
      'a menu field SystemMenu lacks',
      (s) => (s.menus![0]!.children = []),
      'menus[0] ("Dashboard").children: is not a field of a seed file record',
    ],
    [
      'a parent id that is neither an id nor null',
      (s) => (s.menus![2]!.parentId = 'm system'),
      'menus[2] ("SystemUser").parentId: must match pattern',
    ],
    [
      'a method',
      (s) => (s.resources![0]!.method = 'HEAD'),
      'resources[0] ("HEAD /api/v1/users").method: must be one of "GET", "POST", "PUT", "PATCH", "DELETE"',
    ],
    ['a missing collection', (s) => delete s.resources, 'resources: is required'],
  ])('names the record and the field of %s', (_what, change, fault) => {
    expect(faultsWith(change)).toEqual([expect.stringContaining(fault)]);
  });

  it('refuses what is not an object at all', () => {
    expect(seedFileSchemaFaults([])).toEqual(['(the file): must be object']);
  });
});
