/**
 * Builds the web app when `dist/` is missing or older than what it is built from, so `npm start`
 * and the end-to-end tests always serve the current sources without rebuilding needlessly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the build reads, relative to the repository root. */
const SOURCES = ['web', 'rsbuild.config.ts', 'scripts/build', 'package-lock.json'];

/** Unit tests sit beside the code they test; the build never reads them, so editing one needs no rebuild. */
const UNIT_TEST = /\.test\.tsx?$/;

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (!UNIT_TEST.test(entry)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Whether `<root>/dist` is missing, older than any source of the build, or not a production build
 * (content-hashed script names): under jest, NODE_ENV=test makes rsbuild build in mode "none".
 */
export function isBuildStale(root: string): boolean {
  const built = path.join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  if (!/\/js\/index\.[0-9a-f]{8,}\.js/.test(readFileSync(built, 'utf8'))) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/** Runs a production `rsbuild build` in `root` when the build is stale; answers whether it built. */
export function buildIfStale(root: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!isBuildStale(root)) return false;
  console.info('Building the web app (dist/ is missing or older than its sources)...');
  // Quiet on success: the build's warnings about demo libraries would bury the test output.
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'rsbuild'), ['build', '--mode', 'production'], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production' },
    encoding: 'utf8',
    // Warnings quote minified code, megabytes of it.
    maxBuffer: 512 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const lines = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`
      .split('\n')
      .map((line) => line.slice(0, 300));
    console.error(lines.slice(-80).join('\n'));
    throw new Error('rsbuild build failed (the end of its output is above)');
  }
  return true;
}
