import type { MockConfig } from '../config';
import { readDataFile, removeStaleTempFiles, writeDataFile } from './data-file';
import { persistStore, type Persistence } from './persistence';
import { buildSeed } from './seed';
import { createStore, type Store } from './store';

/**
 * The store of one server. Without `dataFile`, the seed in memory. With it, the file's data when
 * the file exists (a bad file throws, naming it), else the seed written to the file at once; from
 * then on every change is written back (see `persistStore`). Temporary files a crash left behind are
 * removed first. `reset()` restores the seed either way.
 */
export async function openStore(config: Pick<MockConfig, 'scryptCost' | 'docsUrl' | 'menuNodes' | 'now' | 'dataFile'>): Promise<{ store: Store; persistence: Persistence | null }> {
  const seed = () => buildSeed({ scryptCost: config.scryptCost, docsUrl: config.docsUrl, menuNodes: config.menuNodes, now: config.now() });
  if (!config.dataFile) return { store: createStore(await seed(), seed), persistence: null };
  removeStaleTempFiles(config.dataFile);
  const stored = readDataFile(config.dataFile);
  const store = createStore(stored ?? (await seed()), seed);
  if (!stored) await writeDataFile(config.dataFile, store.snapshot());
  return { store, persistence: persistStore(store, config.dataFile) };
}
