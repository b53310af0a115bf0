import { AsyncLocalStorage } from 'node:async_hooks';
import { writeDataFile, type WriteOps } from './data-file';
import type { Store } from './store';

/** What one piece of work (a request) did to the store, so it can tell whether its outcome is on disk. */
export interface Scope {
  /** The store's rollback count when the work began. */
  readonly rollbacks: number;
  /** The last change the work made (0: none). */
  lastChange: number;
  /** Set when a failed write undid a change of the work. */
  undone: boolean;
}

/** A store kept in step with its data file. */
export interface Persistence {
  /**
   * Starts a scope for the work running in the current asynchronous context (a request, from its
   * first step): every change made in that context from now on counts as the scope's.
   */
  enter(): Scope;
  /**
   * Resolves once what `scope`'s work changed, and the state it may have read, is on disk; rejects
   * when a failed write undid either, so the work must not be acknowledged.
   */
  settled(scope: Scope): Promise<void>;
  /**
   * Resolves once every change made so far is on disk; rejects when the write covering them fails.
   * A failed write undoes every change not on disk: the store is put back to what the file holds.
   */
  sync(): Promise<void>;
  /** Stops listening, after a last write (a failure is logged). */
  close(): Promise<void>;
}

/**
 * Writes `store` to `file` when asked (`sync`) and after every burst of changes, with group commit:
 * one write runs at a time, and the changes made while it runs are all covered by the next one, so
 * many concurrent changes cost few writes.
 *
 * A write that fails (a full disk) is logged and undone: the store goes back to the last state the
 * file holds, so what is served is always what a restart would find, and the next change writes
 * again (it succeeds once the disk takes it).
 */
export function persistStore(
  store: Store,
  file: string,
  log = (message: string) => console.error(message),
  ops?: WriteOps,
): Persistence {
  let version = 0;
  let durable = 0;
  let rollbacks = 0;
  /** What the file holds: the state at `durable`. */
  let stored = store.snapshot();
  let restoring = false;
  /** The write under way and the version it covers. */
  let running: { upTo: number; done: Promise<void> } | null = null;
  const scopes = new AsyncLocalStorage<Scope>();
  /** The scopes with a change not on disk yet. */
  const pending = new Set<Scope>();

  /** A write on the next turn for changes nobody waits for (a reset, a test poking the store). */
  let scheduled: NodeJS.Immediate | null = null;
  const unsubscribe = store.onChange(() => {
    if (restoring) return;
    version += 1;
    const scope = scopes.getStore();
    if (scope) {
      scope.lastChange = version;
      pending.add(scope);
    }
    scheduled ??= setImmediate(() => {
      scheduled = null;
      sync().catch(() => undefined);
    });
  });

  const undo = () => {
    restoring = true;
    try {
      store.restore(stored);
    } finally {
      restoring = false;
    }
    for (const scope of pending) scope.undone = true;
    pending.clear();
    rollbacks += 1;
    // The restored state is a version of its own, and it is the file's.
    version += 1;
    durable = version;
  };

  const startWrite = () => {
    const upTo = version;
    // The snapshot is taken now, synchronously: one consistent state, whatever changes next.
    const snapshot = store.snapshot();
    const done = writeDataFile(file, snapshot, ops).then(
      () => {
        running = null;
        durable = upTo;
        stored = snapshot;
        for (const scope of pending) if (scope.lastChange <= upTo) pending.delete(scope);
      },
      (error: unknown) => {
        running = null;
        log(`mock-server: ${(error as Error).message}; the changes not stored are undone`);
        undo();
        throw error;
      },
    );
    running = { upTo, done };
  };

  /** Resolves once the changes up to `target` are on disk. */
  const syncUpTo = async (target: number): Promise<void> => {
    while (durable < target) {
      if (!running) startWrite();
      // A write that started before this change is followed by one covering it (and everyone
      // waiting); a failed one undid this change too, so its failure is ours.
      await running!.done;
    }
  };
  const sync = () => syncUpTo(version);

  return {
    enter: () => {
      const scope: Scope = { rollbacks, lastChange: 0, undone: false };
      scopes.enterWith(scope);
      return scope;
    },
    settled: async (scope) => {
      // Work that changed something waits for its own last change only: a later write failing undoes later changes, not its.
      if (!scope.undone) await syncUpTo(scope.lastChange || version);
      if (scope.undone) throw new Error('the change was undone: an earlier write of it failed');
      // Work that changed nothing may still have read changes a failed write undid since it began.
      if (scope.lastChange === 0 && scope.rollbacks !== rollbacks)
        throw new Error('what it read was undone: a write failed meanwhile');
    },
    sync,
    close: async () => {
      unsubscribe();
      if (scheduled) clearImmediate(scheduled);
      await sync().catch(() => undefined);
    },
  };
}
