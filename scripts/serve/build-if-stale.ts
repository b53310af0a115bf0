/**
 * Builds the web app when `dist/` is missing or older than what it is built from, so `npm start`
 * and the end-to-end tests always serve the current sources without rebuilding needlessly.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the build reads, relative to the repository root. */
const SOURCES = ['web', 'rsbuild.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Whether `<root>/dist` is missing or older than any source of the build. */
export function isBuildStale(root: string): boolean {
  const built = path.join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/** Runs `rsbuild build` in `root` when the build is stale; answers whether it built. */
export function buildIfStale(root: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!isBuildStale(root)) return false;
  console.info('Building the web app (dist/ is missing or older than its sources)...');
  execFileSync(path.join(root, 'node_modules', '.bin', 'rsbuild'), ['build'], { cwd: root, stdio: 'inherit', env });
  return true;
}
