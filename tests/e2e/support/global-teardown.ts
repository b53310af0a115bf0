/** Global teardown of jest's e2e project: deletes the run's snapshot of `dist/` (`global-setup.ts`). */
import { removeSnapshot } from './stack';

export default function removeRunSnapshot(): void {
  const distDir = process.env.E2E_DIST_DIR;
  if (distDir) removeSnapshot(distDir);
}
