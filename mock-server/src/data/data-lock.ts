import fs from 'node:fs';
import path from 'node:path';

/** A data file this process holds; `release` lets the next mock have it. */
export interface DataLock {
  release(): void;
}

/** The data files servers of this process hold, so a second one of the same process is refused too. */
const held = new Set<string>();

/** Whether a process `pid` runs (EPERM: it runs as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid a lock file names; null when the file is gone, NaN when it names none. */
function holderOf(lockFile: string): number | null {
  try {
    return Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Moves the lock file of `holder`, a process that is gone, out of the way. Renamed first, then
 * checked: if another mock took it over meanwhile, its lock is put back.
 */
function removeStale(lockFile: string, holder: number): void {
  const aside = `${lockFile}.${process.pid}.stale`;
  try {
    fs.renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (!Object.is(holderOf(aside), holder)) fs.linkSync(aside, lockFile);
  } catch {
    // Another lock is in place already: that one counts.
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/**
 * Takes `<file>.lock` for this process, so that one mock at a time uses `file`: two would each
 * overwrite the other's changes. The lock file holds the holder's pid; a lock whose process is
 * gone (killed, crashed, or this very pid in an earlier life, as in a restarted container) is taken
 * over. Throws, naming the file and the holder, when a running process holds it, and naming the
 * file when the lock cannot be made (a read-only directory). Released on `release()` or when the
 * process exits.
 */
export function lockDataFile(file: string): DataLock {
  const lockFile = `${file}.lock`;
  const key = path.resolve(file);
  const inUse = (pid: number) =>
    new Error(
      `mock data file ${file} is in use by process ${pid} (lock file ${lockFile}): stop that mock, or give this one another MOCK_DATA_FILE`,
    );
  if (held.has(key)) throw inUse(process.pid);
  // Written whole beside the lock, then linked into place: a lock file never exists half written.
  const draft = `${lockFile}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(draft, `${process.pid}\n`);
    for (let attempt = 0; ; attempt += 1) {
      try {
        fs.linkSync(draft, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt === 5) throw error;
      }
      const holder = holderOf(lockFile);
      if (holder !== null && holder !== process.pid && isRunning(holder)) throw inUse(holder);
      if (holder !== null) removeStale(lockFile, holder);
    }
  } catch (error) {
    if ((error as Error).message.startsWith(`mock data file ${file}`)) throw error;
    throw new Error(`mock data file ${file} cannot be locked: ${(error as Error).message}`);
  } finally {
    fs.rmSync(draft, { force: true });
  }
  held.add(key);

  const release = () => {
    process.off('exit', release);
    if (!held.delete(key)) return;
    // Only our own lock: a lock file someone replaced by hand is theirs.
    if (holderOf(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
  // SIGINT and SIGTERM stop the server (which releases it) and exit; anything else that exits, too.
  process.on('exit', release);
  return { release };
}
