import path from 'node:path';
import { type SuiteOperation, listSuiteOperations } from './selection';

/**
 * Where the contract suite's parts are and how jest runs them. The CLI reads it from here; the
 * standalone suite (`npm run contract:pack`) is built with its own layout in this module's place.
 */
export interface SuiteLayout {
  /** jest's working folder; test paths are relative to it. */
  root: string;
  /** Node's arguments up to and with jest's entry script. */
  jest: string[];
  /** The same with what the progress reporter needs to load. */
  jestWithReporter: string[];
  /** jest's arguments that pick the suite's configuration. */
  config: string[];
  /** The progress reporter's module. */
  reporter: string;
  /** A test file as jest takes it, from its path as the selection names it (`tests/contract/login.test.ts`). */
  testPath: (file: string) => string;
  /** Every operation of the suite, for `--list`, `--only` and `--skip`. */
  operations: () => SuiteOperation[];
  /** Whether the suite can start mock servers of its own (else it needs `--base-url`). */
  ownMocks: boolean;
}

const root = path.resolve(__dirname, '../..');
const jestEntry = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');

/** The repository: TypeScript sources, run by the `node` jest project of the root configuration. */
export const layout: SuiteLayout = {
  root,
  jest: [jestEntry],
  // The progress reporter is TypeScript, which jest loads through Node's own require.
  jestWithReporter: ['--require', 'tsx/cjs', jestEntry],
  // The suite's own test files only: not the tests of its support code or of its fixtures.
  config: ['--selectProjects=node', '--testPathIgnorePatterns=/tests/contract/(support|fixtures)/'],
  reporter: path.join(__dirname, 'progress-reporter.ts'),
  testPath: (file) => file,
  operations: () => listSuiteOperations(),
  ownMocks: true,
};
