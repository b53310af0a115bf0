import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GROUPS } from './groups';
import { type SuiteOperation, globToRegExp, listSuiteOperations, selectTests } from './selection';
import { selectedByPattern } from './report';

const op = (file: string, name: string, aliases: string[] = []): SuiteOperation => ({ file, name, aliases });

const ALL = [
  op('bad-input.test.ts', 'listRoles', ['GET /roles']),
  op('bad-input.test.ts', 'login', ['POST /pub/login']),
  op('captcha.test.ts', 'GET /pub/login/captchaid'),
  op('captcha.test.ts', 'GET /pub/login/captchaid and /pub/login/captcha under a flood'),
  op('login.test.ts', 'POST /pub/login'),
  op('login.test.ts', 'POST /pub/login brute force'),
  op('system-roles.test.ts', 'GET /roles'),
  op('system-roles.test.ts', 'POST, PUT, DELETE /roles'),
  op('system-roles.test.ts', '/roles guards'),
];

const select = (only: string[], skip: string[] = []) => selectTests(ALL, only, skip);
const names = (only: string[], skip: string[] = []) => select(only, skip).operations.map((o) => `${o.file}: ${o.name}`);

describe('selectTests', () => {
  it('selects by operation, its operationId alias included, and runs only the files that hold it', () => {
    expect(names(['GET /roles'])).toEqual(['bad-input.test.ts: listRoles', 'system-roles.test.ts: GET /roles']);
    expect(select(['POST /pub/login']).files).toEqual([
      'tests/contract/bad-input.test.ts',
      'tests/contract/login.test.ts',
    ]);
  });

  it('takes globs, case-insensitively', () => {
    expect(names(['* /roles*'])).toEqual([
      'bad-input.test.ts: listRoles',
      'system-roles.test.ts: GET /roles',
      'system-roles.test.ts: POST, PUT, DELETE /roles',
    ]);
    expect(names(['get /pub/login/captcha?d'])).toEqual(['captcha.test.ts: GET /pub/login/captchaid']);
  });

  it('takes groups from the table, and skips after selecting', () => {
    expect(names(['throttle'])).toEqual([
      'captcha.test.ts: GET /pub/login/captchaid and /pub/login/captcha under a flood',
      'login.test.ts: POST /pub/login brute force',
    ]);
    expect(names(['permissions'])).toEqual(['system-roles.test.ts: /roles guards']);
    expect(names(['* /roles*', 'permissions'], ['fuzz', 'GET /roles'])).toEqual([
      'system-roles.test.ts: POST, PUT, DELETE /roles',
      'system-roles.test.ts: /roles guards',
    ]);
    expect(names([], ['fuzz', 'captcha', 'throttle', 'permissions', 'GET /roles'])).toEqual([
      'login.test.ts: POST /pub/login',
      'system-roles.test.ts: POST, PUT, DELETE /roles',
    ]);
  });

  it('gives no pattern when whole files run, and one that tells a describe from a longer one it prefixes', () => {
    expect(select(['captcha']).testNamePattern).toBeNull();
    const { testNamePattern } = select(['POST /pub/login'], ['fuzz']);
    expect(selectedByPattern(testNamePattern, 'POST /pub/login answers a token')).toBe(true);
    expect(selectedByPattern(testNamePattern, 'POST /pub/login brute force locks the account')).toBe(false);
    const flood = select(['throttle']).testNamePattern;
    expect(selectedByPattern(flood, 'POST /pub/login brute force locks the account')).toBe(true);
    expect(selectedByPattern(flood, 'GET /pub/login/captchaid and /pub/login/captcha under a flood answers 429')).toBe(
      true,
    );
    expect(selectedByPattern(flood, 'GET /pub/login/captchaid answers a new id')).toBe(false);
    expect(selectedByPattern(flood, 'POST /pub/login answers a token')).toBe(false);
  });

  it('refuses an --only that matches nothing, and a selection that leaves nothing; notes a --skip that matched nothing', () => {
    expect(() => select(['GET /nope'])).toThrow(
      '--only "GET /nope" matches no operation and no group (groups: captcha, throttle, permissions, fuzz; --list shows the operations)',
    );
    expect(() => select(['captcha'], ['captcha'])).toThrow('--only and --skip leave no test to run');
    expect(select([], ['GET /nope']).unmatchedSkips).toEqual(['GET /nope']);
  });
});

describe('globToRegExp', () => {
  it('matches whole names', () => {
    expect(globToRegExp('GET /users').test('GET /users/{id}')).toBe(false);
    expect(globToRegExp('GET /users*').test('GET /users/{id}')).toBe(true);
  });
});

describe('listSuiteOperations', () => {
  it('reads every test file of the suite, each group finding tests in it', () => {
    const all = listSuiteOperations();
    expect(new Set(all.map((o) => o.file)).size).toBeGreaterThan(15);
    expect(all).toContainEqual(op('login.test.ts', 'POST /pub/login brute force'));
    expect(all).toContainEqual(expect.objectContaining({ file: 'bad-input.test.ts', aliases: ['GET /users'] }));
    for (const group of Object.keys(GROUPS))
      expect({ group, found: selectTests(all, [group], []).operations.length > 0 }).toEqual({ group, found: true });
  });

  it('reads escaped titles, and refuses what it cannot select', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'suite-'));
    try {
      writeFileSync(
        path.join(dir, 'a.test.ts'),
        "describe('an account\\'s lock', () => {\n  describe('inner', () => {});\n});\ndescribe(\"B\", () => {});\n",
      );
      expect(listSuiteOperations(dir)).toEqual([op('a.test.ts', "an account's lock"), op('a.test.ts', 'B')]);
      writeFileSync(path.join(dir, 'b.test.ts'), "describe.each([1])('row %s', () => {});\n");
      expect(() => listSuiteOperations(dir)).toThrow('b.test.ts: the describe "row %s" is filled in per row');
      writeFileSync(path.join(dir, 'b.test.ts'), "it('loose', () => {});\n");
      expect(() => listSuiteOperations(dir)).toThrow('b.test.ts has tests outside a describe');
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
