import { buildReport, formatReport, type JestJson } from './report';

const test = (ancestorTitles: string[], title: string, status: string, failureMessages: string[] = []) => ({
  ancestorTitles,
  title,
  fullName: [...ancestorTitles, title].join(' '),
  status,
  failureMessages,
});

const json: JestJson = {
  numFailedTests: 1,
  numRuntimeErrorTestSuites: 1,
  testResults: [
    {
      name: '/repo/tests/contract/login.test.ts',
      message: '',
      assertionResults: [
        test(['POST /pub/login'], 'answers a token', 'passed'),
        test(['POST /pub/login'], "answers the same message [skipped: needs a login: pass --captcha-code (the target's fixed captcha answer)]", 'pending'),
        test(['POST /pub/login', 'bad input'], 'answers 400', 'failed', ['\u001b[31mError: POST /pub/login -> 200 (operation POST /pub/login): body does not match\u001b[39m\n    at check (target.ts:1:1)']),
      ],
    },
    {
      name: '/repo/tests/contract/roles.test.ts',
      message: '',
      assertionResults: [test(['GET /roles'], 'lists [skipped: changes data on the target: pass --allow-writes]', 'pending'), test([], 'loose', 'passed')],
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
      ["needs a login: pass --captcha-code (the target's fixed captcha answer)", { count: 1, operations: new Set(['POST /pub/login']) }],
      ['changes data on the target: pass --allow-writes', { count: 1, operations: new Set(['GET /roles']) }],
    ]);
    expect(report.failures).toEqual([
      { test: 'POST /pub/login bad input answers 400 (login.test.ts)', message: 'Error: POST /pub/login -> 200 (operation POST /pub/login): body does not match' },
      { test: 'broken.test.ts', message: 'SyntaxError: nope' },
    ]);
  });
});

describe('formatReport', () => {
  it('prints the failures, an aligned table with totals and the skip reasons', () => {
    const text = formatReport(buildReport(json));
    expect(text).toContain('✘ POST /pub/login bad input answers 400 (login.test.ts)\n    Error: POST /pub/login -> 200');
    expect(text).toMatch(/^POST \/pub\/login\s+1\s+1\s+1$/m);
    expect(text).toMatch(/^total\s+2\s+2\s+2$/m);
    expect(text).toContain("skipped:\n  1 needs a login: pass --captcha-code (the target's fixed captcha answer):\n      POST /pub/login");
  });
});
