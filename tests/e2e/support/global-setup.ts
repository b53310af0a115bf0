/**
 * Global setup of jest's e2e project: builds the app if stale and snapshots `dist/` once for the
 * whole run. Every file's stack serves that snapshot instead of copying and deleting its own
 * (some eight seconds a file, mostly waiting on the disk). The stacks only read it.
 */
import { snapshotDist } from './stack';

export default function snapshotForRun(): void {
  // The workers jest starts after this inherit the variable; `global-teardown.ts` removes the folder.
  process.env.E2E_DIST_DIR = snapshotDist();
}
