/**
 * The dashboard's icon budget as a bench row: the bytes (gzip JS + CSS) root's dashboard fetches after
 * login beyond the login page's files, in headless Chromium against the production build. Bytes
 * are deterministic, so one run is its own median; `tests/e2e/dashboard-bundle-size.test.ts`
 * holds the same budget as a test.
 */
import { assetsOfDashboard } from '../../tests/e2e/support/dashboard-assets';
import { withChromiumStack } from './chromium-stack';
import { type BenchResult, rowOf } from './types';

export async function run(): Promise<BenchResult[]> {
  return withChromiumStack(async (browser, stack) => {
    const context = await browser.newContext({
      baseURL: stack.baseUrl,
      viewport: { width: 1366, height: 800 },
      serviceWorkers: 'block',
    });
    const assets = await assetsOfDashboard(await context.newPage());
    await context.close();
    const iconModules = assets.beyond.filter((asset) => /^\/js\/icons-[^/]+\/(16|20)\//.test(asset.url)).length;
    return [
      rowOf([assets.beyondGzip], {
        name: 'dashboard after login, beyond the login page (gzip)',
        times:
          'bytes of the JS + CSS a root login fetches until the dashboard and its icons are drawn, minus the login page’s files',
        unit: 'bytes',
        target: { op: '<=', value: 60_000 },
        note: `${assets.beyond.length} files, ${iconModules} of them one icon each; ${assets.undrawnIcons.length} icons left undrawn`,
      }),
    ];
  });
}
