/**
 * `npm run test:server:lts`: the server side, the mock's unit tests and the contract suite against
 * the mock, under the Node LTS release the images run, whatever Node runs this script. The npm
 * registry's `node` package ships that release's binary, so `npx -p node@<version>` fetches it from
 * the registry and from nowhere else. Prints the version the tests ran under and ends with
 * `N passed, N failed`, the line `.ci/run` adds to `npm test`'s. Arguments go on to jest
 * (`npm run test:server:lts -- --maxWorkers=1`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** The Node version the Dockerfile's Node stages start from (`FROM node:24.21.0-bookworm-slim AS node-release`). */
export function imageNodeVersion(dockerfile: string): string {
  const versions = [...dockerfile.matchAll(/^FROM\s+node:(\d+\.\d+\.\d+)-/gim)].map((match) => match[1]!);
  if (versions.length !== 1)
    throw new Error(`Dockerfile: ${versions.length} "FROM node:<major>.<minor>.<patch>-..." lines, not one`);
  return versions[0]!;
}

/**
 * The npm cache the registry's Node lands in. Not the user's: run as root, the tests start the
 * mock as an unprivileged user, who must reach the binary, and root's home (mode 700) hides it.
 */
const NODE_CACHE = path.join(root, '.cache', 'npm-node-lts');

/** Runs `args` with the registry's Node `version` first on the PATH. */
function withNode(version: string, args: string[], capture: boolean) {
  return spawnSync('npx', ['--yes', '--package', `node@${version}`, 'node', ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: capture ? 'pipe' : 'inherit',
    env: { ...process.env, npm_config_cache: NODE_CACHE, REDOCLY_TELEMETRY: 'off' },
  });
}

/** The mock's unit tests and the contract suite, unless the command line names test paths of its own. */
const SERVER_TESTS = ['mock-server/', 'tests/contract/'];

interface Totals {
  passed: number;
  failed: number;
}

function main(): Totals {
  const version = imageNodeVersion(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  const probe = withNode(version, ['--version'], true);
  const running = probe.stdout?.trim();
  if (probe.status !== 0 || running !== `v${version}`) {
    console.error(`test:server:lts: could not run Node ${version} from the npm registry: ${probe.stderr || running}`);
    return { passed: 0, failed: 1 };
  }
  console.info(`server tests under Node ${running} (the mock image's)`);
  const out = path.join(root, '.cache', 'jest-server-lts.json');
  mkdirSync(path.dirname(out), { recursive: true });
  rmSync(out, { force: true });
  const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  const extra = process.argv.slice(2);
  const workers = extra.some((arg) => arg.startsWith('--maxWorkers')) ? [] : ['--maxWorkers=2'];
  const paths = extra.some((arg) => !arg.startsWith('-')) ? [] : SERVER_TESTS;
  const run = withNode(
    version,
    [jest, '--selectProjects', 'node', ...workers, ...extra, '--json', `--outputFile=${out}`, ...paths],
    false,
  );
  if (!existsSync(out)) {
    console.error(`test:server:lts: jest wrote no results (exit ${run.status})`);
    return { passed: 0, failed: 1 };
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  };
  // A suite that fails to load has no test results of its own: it counts as one failure, and so
  // does a jest that failed with every test passed (a hook or the run itself).
  const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  return { passed: report.numPassedTests, failed: failed === 0 && run.status !== 0 ? 1 : failed };
}

if (require.main === module) {
  const started = Date.now();
  const { passed, failed } = main();
  console.info(`\ntest:server:lts took ${Math.round((Date.now() - started) / 1000)} s`);
  console.info(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
