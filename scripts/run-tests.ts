/**
 * `npm test`: every check in order (typecheck, lint, contract lint, unit + contract suites, end to
 * end), run to completion even when one fails, so one run reports everything. Each non-jest check
 * counts as one test; jest suites count their own tests. Ends with `N passed, N failed`.
 * `npm run test:matrix` (the argument `matrix`) runs what `npm test` leaves of its matrices.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './serve/build-if-stale';

interface Totals {
  passed: number;
  failed: number;
}

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const totals: Totals = { passed: 0, failed: 0 };
/** Every jest test file run so far and the seconds it took, for the slowest-files list at the end. */
const fileTimes: { file: string; seconds: number }[] = [];
const started = Date.now();
/** Seconds since `npm test` started, printed with each step's end: what a run spent where. */
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const env: NodeJS.ProcessEnv = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function run(cmd: string, args: string[]): number {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

interface Check {
  name: string;
  cmd: string;
  args: string[];
}

/** Runs `check` with its output captured; answers whether it passed and what it printed. */
function runCaptured({ cmd, args }: Check): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${error.message}\n` }));
    child.on('close', (status) => resolve({ ok: status === 0, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

/**
 * Runs the non-jest checks side by side (each is mostly one thread; the type check alone takes
 * half a minute) and prints each one's output whole, in order, once all have ended.
 */
async function checks(list: Check[]): Promise<void> {
  const results = await Promise.all(list.map(runCaptured));
  list.forEach(({ name }, index) => {
    const { ok, output } = results[index]!;
    console.info(`\n▶ ${name}`);
    process.stdout.write(output);
    totals[ok ? 'passed' : 'failed'] += 1;
    console.info(`${ok ? '✔' : '✘'} ${name} (checks ended at ${elapsed()})`);
  });
}

/** Runs `cmd` with the terminal as its output, without blocking the checks that run beside it. */
function runAsync(cmd: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

async function jest(name: string, args: string[]): Promise<void> {
  console.info(`\n▶ ${name}`);
  const out = path.join(root, '.cache', `jest-${name}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  rmSync(out, { force: true });
  const status = await runAsync(bin('jest'), [...args, '--json', `--outputFile=${out}`]);
  if (!existsSync(out)) {
    totals.failed += 1;
    console.info(`✘ ${name}: jest wrote no results (exit ${status})`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
    testResults: { name: string; startTime: number; endTime: number }[];
  };
  for (const result of report.testResults)
    fileTimes.push({ file: path.relative(root, result.name), seconds: (result.endTime - result.startTime) / 1000 });
  totals.passed += report.numPassedTests;
  // A suite that fails to load has no test results of its own: count it as one failure.
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  if (status !== 0 && report.numFailedTests + report.numRuntimeErrorTestSuites === 0) totals.failed += 1;
  console.info(
    `${status === 0 ? '✔' : '✘'} ${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed (ended at ${elapsed()})`,
  );
}

const only = process.argv.slice(2);
/** `matrix` (`npm run test:matrix`) is asked for by name only: it is not part of `npm test`. */
const wants = (step: string) => (only.length === 0 && step !== 'matrix') || only.includes(step);

// The delivery and end-to-end tests drive Debian's nginx, docker-compose and Chromium: installed
// here (as root on Debian) when missing, never downloaded from anywhere else.
if (wants('unit') || wants('e2e') || wants('matrix')) {
  if (run(process.execPath, [bin('tsx'), 'scripts/ensure-tools.ts']) !== 0) {
    totals.failed += 1;
    console.info('✘ test tools: nginx, docker-compose or Chromium missing');
  }
}

async function main(): Promise<void> {
  // The checks and the unit suites side by side: the checks are single-threaded processes whose
  // tail (the lint) would otherwise leave a core idle while the suites wait for it.
  await Promise.all([
    checks(
      [
        wants('typecheck') && { name: 'typecheck', cmd: bin('tsc'), args: ['--noEmit', '-p', '.'] },
        wants('lint') && { name: 'lint', cmd: bin('eslint'), args: ['--max-warnings=0', '.'] },
        wants('lint') && {
          name: 'layer rules',
          cmd: bin('depcruise'),
          args: ['-c', '.dependency-cruiser.cjs', 'web/src', 'mock-server/src', 'scripts', 'shared', 'tests'],
        },
        wants('api-lint') && { name: 'openapi lint', cmd: bin('redocly'), args: ['lint', 'openapi.yaml'] },
        wants('lint') && { name: 'format', cmd: bin('prettier'), args: ['--check', '.'] },
      ].filter((check): check is Check => check !== false),
    ),
    // Three workers on two cores: with two, files waiting on a server, a child process or a clock
    // left a core idle (49 of 848 core-seconds here); with three, 5.
    wants('unit') && jest('unit-and-contract', ['--selectProjects', 'node', 'web', '--maxWorkers=3']),
  ]);
  if (wants('e2e')) {
    // Built once here, before jest starts (its e2e global setup then finds dist/ fresh). Each e2e
    // file starts its own stack on free ports, so files run side by side: three on two cores,
    // because an e2e file leaves a core idle while it waits on the browser, the network going
    // quiet or a clock. The files are written to hold on a loaded machine: they pass at a load
    // average above ten, beside other test runs.
    try {
      buildIfStale(root);
      console.info(`dist/ is up to date (at ${elapsed()})`);
      await jest('e2e', ['--selectProjects', 'e2e', '--maxWorkers=3']);
    } catch (error) {
      totals.failed += 1;
      console.info(`✘ e2e: ${(error as Error).message}`);
    }
  }
  if (wants('matrix')) {
    // The other pairs of the matrices `npm test` samples, which CI runs after it: the contract
    // suite against mocks seeded with data that shares no id, name, menu or route with the default
    // seed and has no staff account, whole and read-only through its CLI, and the
    // `*.matrix.test.ts` e2e files (the accessibility tours' other halves, the `npm start` server's
    // CSP tour).
    await jest('contract-other-seed', ['--selectProjects', 'other-seed', '--maxWorkers=2']);
    try {
      buildIfStale(root);
      env.E2E_MATRIX = '1';
      await jest('e2e-matrix', [
        '--selectProjects',
        'e2e',
        '--maxWorkers=3',
        '--testPathPatterns',
        '\\.matrix\\.test\\.ts$',
      ]);
    } catch (error) {
      totals.failed += 1;
      console.info(`✘ e2e-matrix: ${(error as Error).message}`);
    }
  }
}

main()
  .catch((error: unknown) => {
    totals.failed += 1;
    console.info(`✘ npm test: ${(error as Error).stack ?? String(error)}`);
  })
  .finally(() => {
    // Where the time went: the files to look at first when the run grows long.
    const slowest = [...fileTimes].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
    if (slowest.length > 0)
      console.info(
        `\nslowest test files:\n${slowest.map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${file}`).join('\n')}`,
      );
    console.info(`\nnpm test took ${elapsed()}`);
    console.info(`\n${totals.passed} passed, ${totals.failed} failed`);
    process.exit(totals.failed === 0 ? 0 : 1);
  });
