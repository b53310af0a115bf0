import { writeDataFile, type WriteOps } from './data-file';
import type { Store } from './store';

/** A store kept in step with its data file. */
export interface Persistence {
  /** Counts the store's changes; a request compares it before and after to know it changed something. */
  version(): number;
  /**
   * Resolves once every change made so far is on disk; rejects when the write covering them fails
   * (the data stays in memory and the next write tries again).
   */
  sync(): Promise<void>;
  /** Stops listening, after a last write (a failure is logged). */
  close(): Promise<void>;
}

/**
 * Writes `store` to `file` when asked (`sync`) and after every burst of changes, with group commit:
 * one write runs at a time, and the changes made while it runs are all covered by the next one, so
 * many concurrent changes cost few writes. A failed write is logged; the data stays in memory.
 */
export function persistStore(store: Store, file: string, log: (message: string) => void = console.error, ops?: WriteOps): Persistence {
  let version = 0;
  let durable = 0;
  /** The write under way and the version it covers. */
  let running: { upTo: number; done: Promise<void> } | null = null;

  /** A write on the next turn for changes nobody waits for (a reset, a test poking the store). */
  let scheduled: NodeJS.Immediate | null = null;
  const unsubscribe = store.onChange(() => {
    version += 1;
    scheduled ??= setImmediate(() => {
      scheduled = null;
      sync().catch(() => undefined);
    });
  });

  const startWrite = () => {
    const upTo = version;
    // The snapshot is taken now, synchronously: one consistent state, whatever changes next.
    const done = writeDataFile(file, store.snapshot(), ops).then(
      () => {
        running = null;
        durable = Math.max(durable, upTo);
      },
      (error: unknown) => {
        running = null;
        log(`mock-server: ${(error as Error).message}`);
        throw error;
      },
    );
    running = { upTo, done };
  };

  const sync = async (): Promise<void> => {
    const target = version;
    while (durable < target) {
      if (!running) startWrite();
      const { upTo, done } = running!;
      // The write under way covers this change: its outcome is ours, failure included.
      if (upTo >= target) return done;
      // It started before this change: wait for it, then the next write covers us and everyone waiting.
      await done.catch(() => undefined);
    }
  };

  return {
    version: () => version,
    sync,
    close: async () => {
      unsubscribe();
      if (scheduled) clearImmediate(scheduled);
      await sync().catch(() => undefined);
    },
  };
}
