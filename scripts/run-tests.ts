/**
 * `npm test`: every check in order (typecheck, lint, contract lint, unit + contract suites, end to
 * end), run to completion even when one fails, so one run reports everything. Each non-jest check
 * counts as one test; jest suites count their own tests. Ends with `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
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
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function run(cmd: string, args: string[]): number {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

function check(name: string, cmd: string, args: string[]): void {
  console.info(`\n▶ ${name}`);
  const ok = run(cmd, args) === 0;
  totals[ok ? 'passed' : 'failed'] += 1;
  console.info(`${ok ? '✔' : '✘'} ${name}`);
}

function jest(name: string, args: string[]): void {
  console.info(`\n▶ ${name}`);
  const out = path.join(root, '.cache', `jest-${name}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  rmSync(out, { force: true });
  const status = run(bin('jest'), [...args, '--json', `--outputFile=${out}`]);
  if (!existsSync(out)) {
    totals.failed += 1;
    console.info(`✘ ${name}: jest wrote no results (exit ${status})`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  };
  totals.passed += report.numPassedTests;
  // A suite that fails to load has no test results of its own: count it as one failure.
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  if (status !== 0 && report.numFailedTests + report.numRuntimeErrorTestSuites === 0) totals.failed += 1;
  console.info(`${status === 0 ? '✔' : '✘'} ${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}

const only = process.argv.slice(2);
const wants = (step: string) => only.length === 0 || only.includes(step);

// The delivery and end-to-end tests drive Debian's nginx, docker-compose and Chromium: installed
// here (as root on Debian) when missing, never downloaded from anywhere else.
if (wants('unit') || wants('e2e')) {
  if (run(process.execPath, [bin('tsx'), 'scripts/ensure-tools.ts']) !== 0) {
    totals.failed += 1;
    console.info('✘ test tools: nginx, docker-compose or Chromium missing');
  }
}

if (wants('typecheck')) check('typecheck', bin('tsc'), ['--noEmit', '-p', '.']);
if (wants('lint')) check('lint', bin('eslint'), ['--max-warnings=0', '.']);
if (wants('lint')) check('layer rules', bin('depcruise'), ['-c', '.dependency-cruiser.cjs', 'web/src', 'mock-server/src', 'scripts', 'shared', 'tests']);
if (wants('api-lint')) check('openapi lint', bin('redocly'), ['lint', 'openapi.yaml']);
// Two workers, one per core: jest's default leaves one core idle (cores - 1), which ran these
// suites one file at a time on a two-core machine (400 s, against 195 s with two).
if (wants('unit')) jest('unit-and-contract', ['--selectProjects', 'node', 'web', '--maxWorkers=2']);
if (wants('e2e')) {
  // Built once here: the two e2e workers would otherwise both find dist/ stale and build at once.
  // Each e2e file starts its own stack on free ports, so two files can run side by side.
  try {
    buildIfStale(root);
    jest('e2e', ['--selectProjects', 'e2e', '--maxWorkers=2']);
  } catch (error) {
    totals.failed += 1;
    console.info(`✘ e2e: ${(error as Error).message}`);
  }
}

console.info(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
