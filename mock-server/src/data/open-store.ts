import type { MockConfig } from '../config';
import { lockDataFile } from './data-lock';
import { readDataFile, removeStaleTempFiles, writeDataFile } from './data-file';
import { persistStore, type Persistence } from './persistence';
import { buildSeed } from './seed';
import { loadSeedFile } from './seed-file/read-seed-file';
import { createStore, type Store } from './store';
import type { StoreData } from './types';

type SeedConfig = Pick<MockConfig, 'scryptCost' | 'docsUrl' | 'menuNodes' | 'now' | 'seedFile'>;
type StoreConfig = SeedConfig & Pick<MockConfig, 'dataFile' | 'auditMaxRecords' | 'auditMaxAgeDays'>;

/**
 * What builds the seed: the built-in one, made afresh each time; or the seed file's data, read,
 * checked and hashed once at start (a bad file stops the start), a copy each time.
 */
async function seedSource(config: SeedConfig): Promise<() => Promise<StoreData>> {
  if (config.seedFile === null)
    return () =>
      buildSeed({
        scryptCost: config.scryptCost,
        docsUrl: config.docsUrl,
        menuNodes: config.menuNodes,
        now: config.now(),
      });
  const data = await loadSeedFile(config.seedFile, { scryptCost: config.scryptCost, now: config.now() });
  return async () => structuredClone(data);
}

/**
 * The store of one server, from the seed: the built-in one, or `seedFile`'s data. Without
 * `dataFile`, the seed in memory. With it, the file is locked for this server first (a file
 * another mock uses throws, naming it and the process), then read: the file's data when it exists
 * (a bad file throws, naming it), else the seed. Either is written to the
 * file at once, so a file that cannot be written (a read-only directory, a full disk) stops the
 * start, naming it, instead of failing the first change; from then on every change is written back
 * (see `persistStore`), and closing the persistence releases the lock. Temporary files a crash left
 * behind are removed first. `reset()` restores the seed either way: a data file that exists wins
 * over the seed file at start, never at a reset.
 */
export async function openStore(config: StoreConfig): Promise<{ store: Store; persistence: Persistence | null }> {
  const seed = await seedSource(config);
  const options = {
    seed,
    retention: { maxRecords: config.auditMaxRecords, maxAgeDays: config.auditMaxAgeDays },
    now: config.now,
  };
  if (!config.dataFile) return { store: createStore(await seed(), options), persistence: null };
  const file = config.dataFile;
  const lock = lockDataFile(file);
  try {
    removeStaleTempFiles(file);
    const store = createStore(readDataFile(file) ?? (await seed()), options);
    await writeDataFile(file, store.snapshot());
    const persistence = persistStore(store, file);
    return { store, persistence: { ...persistence, close: () => persistence.close().finally(lock.release) } };
  } catch (error) {
    lock.release();
    throw error;
  }
}
