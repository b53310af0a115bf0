import { loopbackMock } from '../../../mock-server/src/testing/loopback-mock';
import { runSuite } from '../run-suite';
import type { Mutant } from './catalogue';

const CAPTCHA_CODE = 'AbCd';

/** What the suite made of one server: how many tests failed, and the first one that did. */
export interface MutantOutcome {
  failed: number;
  firstFailure: string | null;
}

/**
 * Starts a mock server (fresh store, fixed captcha) with `mutant` injected (none: the control) and
 * runs the contract suite, or `files` of it, against it with every test enabled. With `bail`, the
 * run stops at the first failing file: one failure is enough to know the fault was caught.
 */
export async function runMutant(
  mutant: Mutant | null,
  options: { files?: string[]; bail?: boolean } = {},
): Promise<MutantOutcome> {
  // The whole suite against one server sends more failed logins from this client (two account locks
  // and a flood of made-up names) than the mock's hourly 300, and a locked client fails every later login.
  // A heartbeat a second: the suite waits up to the contract's 15 s for one from a target it cannot configure.
  const server = await loopbackMock({
    captchaCode: CAPTCHA_CODE,
    scryptCost: 4096,
    loginFailuresPerClient: 1000,
    noticeHeartbeatMs: 1000,
  });
  mutant?.inject(server);
  await server.start();
  try {
    // Only what this run sets: a caller's CONTRACT_* must not point the suite elsewhere.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('CONTRACT_')));
    const run = await runSuite({
      env: {
        ...env,
        CONTRACT_BASE_URL: server.info.uri,
        CONTRACT_CAPTCHA_CODE: CAPTCHA_CODE,
        CONTRACT_ALLOW_WRITES: '1',
      },
      files: options.files,
      inBand: true,
      bail: options.bail ?? false,
      verbose: false,
    });
    if (!run.json) return { failed: 1, firstFailure: `jest wrote no results (exit ${run.status})` };
    const failures = run.json.testResults.flatMap((file) => [
      ...(file.assertionResults.length === 0 && file.message ? [file.name] : []),
      ...file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName),
    ]);
    return { failed: failures.length, firstFailure: failures[0] ?? null };
  } finally {
    await server.stop();
  }
}
