import fs from 'node:fs';
import path from 'node:path';
import { checkStoreData } from './data-shape';
import type { StoreData } from './types';

/**
 * The data file's contents, shape-checked; null when the file does not exist (a first start).
 * Throws an error naming the file when it cannot be read, is not JSON or has the wrong shape, so a
 * bad file stops the start instead of being replaced by the seed.
 */
export function readDataFile(file: string): StoreData | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`mock data file ${file} cannot be read: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`mock data file ${file} is not valid JSON: ${(error as Error).message}`);
  }
  try {
    return checkStoreData(json);
  } catch (error) {
    throw new Error(`mock data file ${file} does not hold mock data: ${(error as Error).message}`);
  }
}

/** The file operations an atomic write uses (tests put failing ones in). */
export interface WriteOps {
  writeFileSync: (file: string, data: string) => void;
  openSync: (file: string, flags: string) => number;
  fsyncSync: (fd: number) => void;
  closeSync: (fd: number) => void;
  renameSync: (from: string, to: string) => void;
  rmSync: (file: string, options: { force: boolean }) => void;
}

const nodeOps: WriteOps = {
  writeFileSync: (file, data) => fs.writeFileSync(file, data, { mode: 0o600 }),
  openSync: (file, flags) => fs.openSync(file, flags),
  fsyncSync: (fd) => fs.fsyncSync(fd),
  closeSync: (fd) => fs.closeSync(fd),
  renameSync: (from, to) => fs.renameSync(from, to),
  rmSync: (file, options) => fs.rmSync(file, options),
};

/** fsyncs `target`, so its contents are on disk before anything depends on them. */
function fsyncPath(ops: WriteOps, target: string): void {
  const fd = ops.openSync(target, 'r');
  try {
    ops.fsyncSync(fd);
  } finally {
    ops.closeSync(fd);
  }
}

/**
 * Writes `data` to `file` so that a crash leaves either the old file or the new one, never a
 * mix: a temporary file in the same directory, fsynced, then renamed over `file`.
 */
export function writeDataFile(file: string, data: StoreData, ops: WriteOps = nodeOps): void {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    ops.writeFileSync(temp, `${JSON.stringify(data, null, 2)}\n`);
    fsyncPath(ops, temp);
    ops.renameSync(temp, file);
  } catch (error) {
    ops.rmSync(temp, { force: true });
    throw new Error(`mock data file ${file} cannot be written: ${(error as Error).message}`);
  }
  try {
    // Makes the rename itself durable; some platforms cannot open a directory, and the data is safe anyway.
    fsyncPath(ops, dir);
  } catch {
    // The new file is complete and in place; only the rename's durability is unconfirmed.
  }
}
