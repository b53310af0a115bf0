/**
 * `npm run test:e2e`: the end-to-end tests alone, as `npm test` runs them: the app is built first
 * when `dist/` is stale (not by each test file), then jest's e2e project. Arguments go on to jest
 * (`npm run test:e2e -- tests/e2e/auth-flow.test.ts`).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './serve/build-if-stale';

const root = path.resolve(__dirname, '..');

buildIfStale(root);
const jest = spawnSync(
  path.join(root, 'node_modules', '.bin', 'jest'),
  ['--selectProjects', 'e2e', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(jest.status ?? 1);
