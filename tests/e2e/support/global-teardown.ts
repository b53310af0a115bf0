/** Global teardown of jest's e2e project: ends the run's Chromium and deletes its snapshot of `dist/` (`global-setup.ts`). */
import { runResources } from './run-resources';
import { removeSnapshot } from './stack';

export default async function tearDownRun(): Promise<void> {
  await runResources.browser?.close();
  const distDir = process.env.E2E_DIST_DIR;
  if (distDir) removeSnapshot(distDir);
}
