/**
 * `npm run contract -- [options]`: the contract suite against any API (or against mock servers it
 * starts itself), a report per operation, JUnit XML on request, and the run's records deleted at
 * the end, also after a failure or an interrupt. `--help` lists the options.
 */
import type { ChildProcess } from 'node:child_process';
import { newRunPrefix, readContractSettings } from '../../tests/contract/support/settings';
import { USAGE, parseOptions } from './options';
import { buildReport, formatReport } from './report';
import { runSuite } from './run-suite';
import { sweepRecords, sweepToken } from './sweep';

/** Deletes what the run created on a remote target; answers whether that went well. */
async function cleanUp(env: NodeJS.ProcessEnv): Promise<boolean> {
  const settings = readContractSettings(env);
  if (!settings.baseUrl) return true;
  try {
    const token = await sweepToken(settings, settings.baseUrl);
    // Without a token the suite could create nothing.
    if (!token) return true;
    const { deleted, failed } = await sweepRecords(settings.baseUrl, token, settings.runPrefix);
    console.info(`cleanup: deleted ${deleted} record(s) named with ${settings.runPrefix}`);
    for (const line of failed) console.error(`cleanup: could not delete ${line}`);
    return failed.length === 0;
  } catch (err) {
    console.error(`cleanup: ${err instanceof Error ? err.message : String(err)}; records named with ${settings.runPrefix} may be left on the target`);
    return false;
  }
}

async function main(argv: string[]): Promise<number> {
  const options = parseOptions(argv);
  if (options.help) {
    console.info(USAGE);
    return 0;
  }
  // One prefix for every jest worker, so that one sweep finds all the run created.
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, CONTRACT_RUN_PREFIX: options.env.CONTRACT_RUN_PREFIX || process.env.CONTRACT_RUN_PREFIX || newRunPrefix() };
  const settings = readContractSettings(env);
  const login = settings.captchaCode ? `log in as ${settings.admin.userName}` : settings.token ? 'the given token' : 'no credentials';
  console.info(
    settings.baseUrl
      ? `contract suite against ${settings.baseUrl}: ${login}, ${settings.allowWrites ? 'writes allowed' : 'read-only'}, records named with ${settings.runPrefix}`
      : 'contract suite against mock servers it starts itself',
  );

  let child: ChildProcess | undefined;
  let interrupted = false;
  process.on('SIGINT', () => {
    // The first interrupt stops the tests and still cleans up; a second one leaves at once.
    if (interrupted) process.exit(130);
    interrupted = true;
    console.info('\ninterrupted: stopping the tests, then deleting what the run created (interrupt again to leave at once)');
    child?.kill('SIGINT');
  });
  const run = await runSuite({ env, junit: options.junit, inBand: settings.baseUrl !== null, onStart: (started) => (child = started) });
  const cleaned = await cleanUp(env);

  if (run.json) console.info(`\n${formatReport(buildReport(run.json))}`);
  else console.info(`\nno report: jest wrote no results (${interrupted ? 'interrupted' : `exit ${run.status}`})`);
  if (options.junit && run.json) console.info(`JUnit XML: ${options.junit}`);
  if (interrupted) return 130;
  const failed = !run.json || run.status !== 0 || run.json.numFailedTests + run.json.numRuntimeErrorTestSuites > 0;
  return failed || !cleaned ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`contract: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  },
);
