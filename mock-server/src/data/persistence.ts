import { writeDataFile } from './data-file';
import type { Store } from './store';

/** A store kept in step with its data file. */
export interface Persistence {
  /** Writes pending changes now (the server calls it when it stops). */
  flush(): void;
  /** Stops listening, after a last flush. */
  close(): void;
}

/**
 * Writes `store` to `file` after every burst of changes: once, on the next turn of the event loop,
 * so a request that changes several records writes one consistent snapshot. A failed write is
 * logged and retried with the next change or flush; the data in memory is never dropped.
 */
export function persistStore(store: Store, file: string, log: (message: string) => void = console.error): Persistence {
  let pending: NodeJS.Immediate | null = null;
  let dirty = false;

  const write = () => {
    pending = null;
    if (!dirty) return;
    try {
      writeDataFile(file, store.snapshot());
      dirty = false;
    } catch (error) {
      log(`mock-server: ${(error as Error).message}`);
    }
  };

  const unsubscribe = store.onChange(() => {
    dirty = true;
    pending ??= setImmediate(write);
  });

  const flush = () => {
    if (pending) clearImmediate(pending);
    write();
  };

  return {
    flush,
    close: () => {
      unsubscribe();
      flush();
    },
  };
}
