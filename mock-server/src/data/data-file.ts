import fs from 'node:fs';
import path from 'node:path';
import { checkStoreData } from './data-shape';
import { migrateStoredData } from './seed-migration';
import type { StoreData } from './types';

/**
 * The data file's contents, shape-checked and brought up to date (`migrateStoredData`); null when
 * the file does not exist (a first start).
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
    return migrateStoredData(checkStoreData(json));
  } catch (error) {
    throw new Error(`mock data file ${file} does not hold mock data: ${(error as Error).message}`);
  }
}

/** The file operations an atomic write uses (tests put failing ones in). */
export interface WriteOps {
  writeFile: (file: string, data: string) => Promise<void>;
  /** Opens `target` (a file or a directory), fsyncs it and closes it. */
  fsync: (target: string) => Promise<void>;
  rename: (from: string, to: string) => Promise<void>;
  rm: (file: string) => Promise<void>;
}

const nodeOps: WriteOps = {
  writeFile: (file, data) => fs.promises.writeFile(file, data, { mode: 0o600 }),
  fsync: async (target) => {
    const handle = await fs.promises.open(target, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rename: (from, to) => fs.promises.rename(from, to),
  rm: (file) => fs.promises.rm(file, { force: true }),
};

/** The JSON text of audit records, made once each: they never change (`AuditLog` freezes them). */
const recordTexts = new WeakMap<object, string>();
const textOf = (record: object) => {
  let text = recordTexts.get(record);
  if (text === undefined) recordTexts.set(record, (text = JSON.stringify(record)));
  return text;
};

/**
 * The data file's text: the records indented, the audit logs one record a line from texts made
 * once per record, since thousands of them are written again on every write (a full pair of logs
 * took 186 ms to stringify each time).
 */
function dataFileText({ operationLog, signInLog, ...records }: StoreData): string {
  let text = JSON.stringify(records, null, 2).slice(0, -2);
  for (const [name, log] of Object.entries({ operationLog, signInLog }))
    if (log)
      text += `,\n  "${name}": {\n    "lastId": ${log.lastId},\n    "records": [${log.records.length ? '\n' : ''}${log.records.map(textOf).join(',\n')}]\n  }`;
  return `${text}\n}\n`;
}

/** Names the temporary files of `file`'s writes: hidden, beside it, ending in `.tmp`. */
const tempPrefix = (file: string) => `.${path.basename(file)}.`;
let writes = 0;

/**
 * Writes `data` to `file` so that a crash leaves either the old file or the new one, never a
 * mix, and so that the new one is on disk when the promise resolves: a temporary file in the same
 * directory, fsynced, renamed over `file`, then the directory fsynced (which makes the rename durable).
 */
export async function writeDataFile(file: string, data: StoreData, ops: WriteOps = nodeOps): Promise<void> {
  const dir = path.dirname(file);
  writes += 1;
  const temp = path.join(dir, `${tempPrefix(file)}${process.pid}.${writes}.tmp`);
  try {
    await ops.writeFile(temp, dataFileText(data));
    await ops.fsync(temp);
    await ops.rename(temp, file);
    await ops.fsync(dir);
  } catch (error) {
    await ops.rm(temp).catch(() => undefined);
    throw new Error(`mock data file ${file} cannot be written: ${(error as Error).message}`);
  }
}

/** Removes the temporary files a crash left beside `file` (they never hold anything the file lacks). */
export function removeStaleTempFiles(file: string): void {
  const dir = path.dirname(file);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name.startsWith(tempPrefix(file)) && name.endsWith('.tmp')) fs.rmSync(path.join(dir, name), { force: true });
  }
}
