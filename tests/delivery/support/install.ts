import { execFileSync } from 'node:child_process';
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The front end's packages, which no server-side install may hold. */
export const FRONT_END_PACKAGES = ['@arcgis', '@blueprintjs', 'react'];

/** 60 MB, the limit of a server-side install. */
export const INSTALL_LIMIT_BYTES = 60 * 1024 * 1024;

/** What a folder holds: the bytes of its files (symbolic links not followed) and what they take on disk. */
export interface FolderSize {
  bytes: number;
  diskBytes: number;
}

export function folderSize(dir: string): FolderSize {
  const size: FolderSize = { bytes: 0, diskBytes: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = folderSize(file);
      size.bytes += inner.bytes;
      size.diskBytes += inner.diskBytes + lstatSync(file).blocks * 512;
    } else if (entry.isFile()) {
      const stat = lstatSync(file);
      size.bytes += stat.size;
      size.diskBytes += stat.blocks * 512;
    }
  }
  return size;
}

/** Which of `names` (package names or scopes) sit in any node_modules under `dir`, nested ones included. */
export function packagesIn(dir: string, names: readonly string[]): string[] {
  const found = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const inside = path.join(folder, entry.name);
      if (path.basename(folder) === 'node_modules' && names.includes(entry.name)) found.add(entry.name);
      walk(inside);
    }
  };
  walk(dir);
  return [...found].sort();
}

/** This process's environment without what `npm run` adds (a parent's `--workspace` or `--omit` would leak into the install), its cache kept. */
export function npmEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') || name === 'npm_config_cache'),
  );
}

/**
 * `npm ci` with `args` in `dir`, from the local cache where it can (the root install warmed it);
 * answers the seconds it took.
 */
export function npmCi(dir: string, args: string[]): number {
  const started = Date.now();
  execFileSync('npm', ['ci', ...args, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: dir,
    env: npmEnv(),
    stdio: 'pipe',
  });
  return (Date.now() - started) / 1000;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One line for the log: what an install holds and how long it took. */
export function describeInstall(what: string, size: FolderSize, seconds: number): string {
  return `${what}: ${mb(size.bytes)} of files (${mb(size.diskBytes)} on disk), installed in ${seconds.toFixed(1)} s`;
}
