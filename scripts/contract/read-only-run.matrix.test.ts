import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { loopbackMock } from '../../mock-server/src/testing/loopback-mock';
import { runContractCli } from './cli-process';
import type { JsonReport } from './report';

/*
 * The first run a back-end team makes against its own server: the whole suite, read-only (no
 * --allow-writes), no second account, the server's own data and root (a mock started from a seed
 * that shares nothing with the default one). Nothing may fail; what cannot run says why.
 */

const SEED_FILE = path.resolve(__dirname, '../../tests/contract/fixtures/other-seed.json');
const CAPTCHA_CODE = 'Fixed1';
/** What the report says of a skip whose test gave no reason. */
const NO_REASON = 'skipped in the test file';

const dir = mkdtempSync(path.join(tmpdir(), 'contract-read-only-'));
let server: Server;

beforeAll(async () => {
  server = await loopbackMock({ captchaCode: CAPTCHA_CODE, seedFile: SEED_FILE });
  await server.start();
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('runs read-only against a back end with its own data and no second account: no failure, every skip with its reason', async () => {
  const file = path.join(dir, 'report.json');
  const started = Date.now();
  const { code, out } = await runContractCli([
    '--base-url',
    server.info.uri,
    '--captcha-code',
    CAPTCHA_CODE,
    '--user',
    'chief',
    '--password',
    'chief-pass-1',
    '--report',
    'json',
    file,
  ]);
  const report = JSON.parse(readFileSync(file, 'utf8')) as JsonReport;
  const skipped = report.tests.filter((test) => test.status === 'skipped');
  const reasons = new Map<string, number>();
  for (const test of skipped) reasons.set(test.skipReason ?? '', (reasons.get(test.skipReason ?? '') ?? 0) + 1);
  console.info(
    [
      `read-only run: ${report.totals.passed} passed, ${report.totals.failed} failed, ${report.totals.skipped} skipped in ${Math.round((Date.now() - started) / 1000)} s; skipped:`,
      ...[...reasons].map(([reason, count]) => `  ${count} × ${reason}`),
    ].join('\n'),
  );

  expect({
    code,
    failures: report.tests
      .filter((test) => test.status === 'failed')
      .map((test) => `${test.operation} › ${test.name}: ${test.failure}`),
  }).toEqual({ code: 0, failures: [] });
  expect(out).not.toContain('cleanup: could not delete');
  expect(report.totals.passed).toBeGreaterThan(0);
  expect(skipped.length).toBeGreaterThan(0);
  for (const test of skipped)
    expect({ test: `${test.operation} › ${test.name}`, reason: test.skipReason }).toEqual({
      test: expect.any(String),
      reason: expect.stringMatching(/\S{3}/),
    });
  expect([...reasons.keys()]).not.toContain(NO_REASON);
}, 600_000);
