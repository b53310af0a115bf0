/** What the build weighs on disk: every file under `dist/`, precompressed twins included. */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The budget for the whole of `dist/`, in bytes (README: `npm run build`). */
export const DIST_BUDGET_BYTES = 25_000_000;

/** Bytes and files under a directory, and the bytes of each of its top-level entries. */
export interface DirSize {
  bytes: number;
  files: number;
  /** Top-level entry name → bytes under it, largest first. */
  parts: [string, number][];
}

function walk(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = walk(full);
      bytes += inner.bytes;
      files += inner.files;
    } else if (entry.isFile()) {
      bytes += statSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}

/** The size of `dir` (a build's `dist/`), with its top-level parts for a reader to see where it goes. */
export function dirSize(dir: string): DirSize {
  const parts: [string, number][] = readdirSync(dir, { withFileTypes: true }).map((entry) => {
    const full = path.join(dir, entry.name);
    return [entry.name, entry.isDirectory() ? walk(full).bytes : statSync(full).size];
  });
  return { ...walk(dir), parts: parts.sort((a, b) => b[1] - a[1]) };
}

/** One line for a log: `38.9 MB in 2 131 files (js 30.1 MB, font 1.5 MB, ...)`. */
export function describeSize(size: DirSize): string {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const parts = size.parts
    .filter(([, bytes]) => bytes >= 100_000)
    .map(([name, bytes]) => `${name} ${mb(bytes)}`)
    .join(', ');
  return `${size.bytes} B (${mb(size.bytes)}) in ${size.files} files (${parts})`;
}
