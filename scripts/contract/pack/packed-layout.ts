import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SuiteOperation } from '../selection';
import type { SuiteLayout } from '../suite-layout';

/** The file of the packed suite that lists its operations, read from the sources when it was packed. */
export const OPERATIONS_FILE = 'operations.json';

// Bundled into cli.js, at the packed suite's root: every other part sits beside it.
const root = __dirname;
const jestEntry = require.resolve('jest/bin/jest', { paths: [root] });

/** The packed suite: compiled JavaScript, run by its own jest configuration, against `--base-url` only. */
export const layout: SuiteLayout = {
  root,
  jest: [jestEntry],
  jestWithReporter: [jestEntry],
  config: [`--config=${path.join(root, 'jest.config.js')}`],
  reporter: path.join(root, 'progress-reporter.js'),
  testPath: (file) => file.replace(/\.ts$/, '.js'),
  operations: () => JSON.parse(readFileSync(path.join(root, OPERATIONS_FILE), 'utf8')) as SuiteOperation[],
  ownMocks: false,
};
