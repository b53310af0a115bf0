/**
 * `npm run contract -- [options]`: the contract suite against any API (or against mock servers it
 * starts itself), a progress line and a report per operation, JUnit XML and JSON on request, and
 * the run's records deleted at the end, also after a failure or an interrupt. `--help` lists the
 * options and the exit codes.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newRunPrefix, readContractSettings } from '../../tests/contract/support/settings';
import { type Connection, checkReachable, lacksNotices } from './http';
import { parseOptions } from './options';
import { buildJsonReport, buildReport, formatReport } from './report';
import { readRunConfig, tlsEnv } from './run-config';
import { runSuite } from './run-suite';
import { type Selection, selectTests } from './selection';
import { layout } from './suite-layout';
import { sweepRecords, sweepToken } from './sweep';
import { EXIT, usageText } from './usage';

/** A mistake in how the CLI was called, or a target it cannot reach: exit code 2, nothing run. */
class UsageError extends Error {}

/** Deletes what the run created on a remote target; answers whether that went well. */
async function cleanUp(env: NodeJS.ProcessEnv, connection: Connection): Promise<boolean> {
  const settings = readContractSettings(env);
  if (!settings.baseUrl) return true;
  try {
    const token = await sweepToken(settings, settings.baseUrl, connection);
    // Without a token the suite could create nothing.
    if (!token) return true;
    const { deleted, failed } = await sweepRecords(settings.baseUrl, token, settings.runPrefix, connection);
    console.info(`cleanup: deleted ${deleted} record(s) named with ${settings.runPrefix}`);
    for (const line of failed) console.error(`cleanup: could not delete ${line}`);
    return failed.length === 0;
  } catch (err) {
    console.error(
      `cleanup: ${err instanceof Error ? err.message : String(err)}; records named with ${settings.runPrefix} may be left on the target`,
    );
    return false;
  }
}

/** Runs `read` and turns what it throws into a usage error. */
function usage<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
}

function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

async function main(argv: string[]): Promise<number> {
  const options = usage(() => parseOptions(argv));
  if (options.help) {
    console.info(usageText(layout));
    return EXIT.passed;
  }
  // One prefix for every jest worker, so that one sweep finds all the run created.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    CONTRACT_RUN_PREFIX: options.env.CONTRACT_RUN_PREFIX || process.env.CONTRACT_RUN_PREFIX || newRunPrefix(),
  };
  const settings = usage(() => readContractSettings(env));
  const config = usage(() => readRunConfig(env));
  const all = options.list || config.only.length > 0 || config.skip.length > 0 ? layout.operations() : null;
  if (options.list) {
    for (const op of all!)
      console.info(`${op.name}${op.aliases.length > 0 ? ` (${op.aliases.join(', ')})` : ''}  [${op.file}]`);
    return EXIT.passed;
  }
  if (!settings.baseUrl && !layout.ownMocks)
    throw new UsageError(
      'this suite starts no mock server of its own: give the API to test with --base-url (CONTRACT_BASE_URL)',
    );
  const selection: Selection | null = all && usage(() => selectTests(all, config.only, config.skip));
  for (const word of selection?.unmatchedSkips ?? [])
    console.warn(`warning: --skip "${word}" matches no operation and no group`);
  const connection: Connection = { ...config.transport, ca: config.ca?.pem ?? null, insecure: config.insecure };
  if (config.insecure)
    console.warn(
      'warning: --insecure: TLS certificates are not checked; anyone between here and the target can read and change the traffic',
    );

  let child: ChildProcess | undefined;
  let interrupted = false;
  process.on('SIGINT', () => {
    // The first interrupt stops the tests and still cleans up; a second one (or one before the tests) leaves at once.
    if (interrupted || !child) process.exit(EXIT.interrupted);
    interrupted = true;
    console.info(
      '\ninterrupted: stopping the tests, then deleting what the run created (interrupt again to leave at once)',
    );
    child.kill('SIGINT');
  });

  if (settings.baseUrl) {
    await checkReachable(settings.baseUrl, connection).catch((err: Error) =>
      Promise.reject(new UsageError(err.message)),
    );
    if (!env.CONTRACT_NOTICES && (await lacksNotices(settings.baseUrl, connection))) {
      env.CONTRACT_NOTICES = 'absent';
      console.info(
        'live notices: GET /pub/current/notices answers 404, so the target has none: their tests are skipped',
      );
    }
  }
  const login = settings.captchaCode
    ? `log in as ${settings.admin.userName}`
    : settings.token
      ? 'the given token'
      : 'no credentials';
  const scope = selection ? `, ${selection.operations.length} operation(s) in ${selection.files.length} file(s)` : '';
  console.info(
    settings.baseUrl
      ? `contract suite against ${settings.baseUrl}: ${login}, ${settings.allowWrites ? 'writes allowed' : 'read-only'}, records named with ${settings.runPrefix}${scope}`
      : `contract suite against mock servers it starts itself${scope}`,
  );

  const pattern = selection?.testNamePattern ?? null;
  const run = await runSuite({
    env: { ...env, ...tlsEnv(config) },
    files: selection?.files,
    testNamePattern: pattern,
    junit: config.junit,
    inBand: settings.baseUrl !== null,
    onStart: (started) => (child = started),
  });
  const cleaned = await cleanUp(env, connection);

  if (run.json) console.info(`\n${formatReport(buildReport(run.json, pattern))}`);
  else console.info(`\nno report: jest wrote no results (${interrupted ? 'interrupted' : `exit ${run.status}`})`);
  if (config.junit && run.json) console.info(`JUnit XML: ${config.junit}`);
  if (config.jsonReport && run.json) {
    writeJson(config.jsonReport, buildJsonReport(run.json, pattern, settings.baseUrl));
    console.info(`JSON report: ${config.jsonReport}`);
  }
  if (interrupted) return EXIT.interrupted;
  const failed = !run.json || run.status !== 0 || run.json.numFailedTests + run.json.numRuntimeErrorTestSuites > 0;
  return failed || !cleaned ? EXIT.failed : EXIT.passed;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`contract: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(err instanceof UsageError ? EXIT.usage : EXIT.failed);
  },
);
