import { buildJsonReport, buildReport, formatReport, type JestJson } from './report';

const test = (
  ancestorTitles: string[],
  title: string,
  status: string,
  failureMessages: string[] = [],
  duration: number | null = null,
) => ({
  ancestorTitles,
  title,
  fullName: [...ancestorTitles, title].join(' '),
  status,
  failureMessages,
  duration,
});

const json: JestJson = {
  numFailedTests: 1,
  numRuntimeErrorTestSuites: 1,
  testResults: [
    {
      name: '/repo/tests/contract/login.test.ts',
      message: '',
      assertionResults: [
        test(['POST /pub/login'], 'answers a token', 'passed', [], 12),
        test(
          ['POST /pub/login'],
          "answers the same message [skipped: needs a login: pass --captcha-code (the target's fixed captcha answer)]",
          'pending',
        ),
        test(
          ['POST /pub/login', 'bad input'],
          'answers 400',
          'failed',
          [
            '\u001b[31mError: POST /pub/login -> 200 (operation POST /pub/login): body does not match\u001b[39m\n    at check (target.ts:1:1)',
          ],
          30,
        ),
      ],
    },
    {
      name: '/repo/tests/contract/roles.test.ts',
      message: '',
      assertionResults: [
        test(['GET /roles'], 'lists [skipped: changes data on the target: pass --allow-writes]', 'pending'),
        test([], 'loose', 'passed'),
      ],
    },
    { name: '/repo/tests/contract/broken.test.ts', message: 'SyntaxError: nope', assertionResults: [] },
  ],
};

describe('buildReport', () => {
  it('counts per operation, collects skip reasons and failures without colours or stack frames', () => {
    const report = buildReport(json);
    expect(report.rows).toEqual([
      { operation: 'broken.test.ts (did not run)', passed: 0, failed: 1, skipped: 0 },
      { operation: 'GET /roles', passed: 0, failed: 0, skipped: 1 },
      { operation: 'POST /pub/login', passed: 1, failed: 1, skipped: 1 },
      { operation: 'roles.test.ts', passed: 1, failed: 0, skipped: 0 },
    ]);
    expect([...report.skipReasons]).toEqual([
      [
        "needs a login: pass --captcha-code (the target's fixed captcha answer)",
        { count: 1, operations: new Set(['POST /pub/login']) },
      ],
      ['changes data on the target: pass --allow-writes', { count: 1, operations: new Set(['GET /roles']) }],
    ]);
    expect(report.failures).toEqual([
      {
        test: 'POST /pub/login bad input answers 400 (login.test.ts)',
        message: 'Error: POST /pub/login -> 200 (operation POST /pub/login): body does not match',
      },
      { test: 'broken.test.ts', message: 'SyntaxError: nope' },
    ]);
  });
});

describe('formatReport', () => {
  it('prints the failures, an aligned table with totals and the skip reasons', () => {
    const text = formatReport(buildReport(json));
    expect(text).toContain(
      '✘ POST /pub/login bad input answers 400 (login.test.ts)\n    Error: POST /pub/login -> 200',
    );
    expect(text).toMatch(/^POST \/pub\/login\s+1\s+1\s+1$/m);
    expect(text).toMatch(/^total\s+2\s+2\s+2$/m);
    expect(text).toContain(
      "skipped:\n  1 needs a login: pass --captcha-code (the target's fixed captcha answer):\n      POST /pub/login",
    );
  });
});

// What jest reports for the run `--only 'GET /roles'` (its name pattern): the other tests listed as skipped.
const ONLY_ROLES = '^(?=(POST /pub/login|GET /roles) )\\1 (?<=^(?:GET /roles) )';

describe('buildReport with a test name pattern', () => {
  it('counts only the tests the pattern selected', () => {
    expect(buildReport(json, ONLY_ROLES).rows).toEqual([
      { operation: 'broken.test.ts (did not run)', passed: 0, failed: 1, skipped: 0 },
      { operation: 'GET /roles', passed: 0, failed: 0, skipped: 1 },
    ]);
  });
});

describe('buildJsonReport', () => {
  it('lists every test with its operation, name, status, skip reason, failure and duration, and the totals', () => {
    const report = buildJsonReport(json, null, 'http://h/api/v1');
    expect(report.target).toBe('http://h/api/v1');
    expect(report.totals).toEqual({ tests: 6, passed: 2, failed: 2, skipped: 2, durationMs: 42 });
    expect(report.tests).toEqual([
      {
        operation: 'POST /pub/login',
        name: 'answers a token',
        file: 'login.test.ts',
        status: 'passed',
        skipReason: null,
        failure: null,
        durationMs: 12,
      },
      {
        operation: 'POST /pub/login',
        name: 'answers the same message',
        file: 'login.test.ts',
        status: 'skipped',
        skipReason: "needs a login: pass --captcha-code (the target's fixed captcha answer)",
        failure: null,
        durationMs: null,
      },
      {
        operation: 'POST /pub/login',
        name: 'bad input › answers 400',
        file: 'login.test.ts',
        status: 'failed',
        skipReason: null,
        failure: 'Error: POST /pub/login -> 200 (operation POST /pub/login): body does not match',
        durationMs: 30,
      },
      {
        operation: 'GET /roles',
        name: 'lists',
        file: 'roles.test.ts',
        status: 'skipped',
        skipReason: 'changes data on the target: pass --allow-writes',
        failure: null,
        durationMs: null,
      },
      {
        operation: 'roles.test.ts',
        name: 'loose',
        file: 'roles.test.ts',
        status: 'passed',
        skipReason: null,
        failure: null,
        durationMs: null,
      },
      {
        operation: 'broken.test.ts (did not run)',
        name: 'broken.test.ts',
        file: 'broken.test.ts',
        status: 'failed',
        skipReason: null,
        failure: 'SyntaxError: nope',
        durationMs: null,
      },
    ]);
  });

  it('leaves out the tests the pattern did not select', () => {
    const report = buildJsonReport(json, ONLY_ROLES, null);
    expect(report.tests.map((t) => `${t.operation}: ${t.status}`)).toEqual([
      'GET /roles: skipped',
      'broken.test.ts (did not run): failed',
    ]);
    expect(report.totals).toEqual({ tests: 2, passed: 0, failed: 1, skipped: 1, durationMs: 0 });
  });
});
