/**
 * A staff machine whose clock is set hours wrong (the page's clock moved, not its time zone): the
 * app schedules its token refreshes from the server's clock, so a clock ahead does not refresh
 * again and again, and a clock behind still refreshes before the token expires. A 30 s token is
 * refreshed once 20 s of its life have passed; over a 35 s watch one refresh is due, and a count is
 * asserted, never a speed.
 */
import type { Page } from 'playwright-core';
import { ROOT_USER, login, storedToken } from './support/app';
import { useE2e } from './support/e2e-session';
import { a11y } from '@/i18n/zh-CN/a11y';
import { isRefresh } from './support/refresh-watch';

jest.setTimeout(150_000);

const TOKEN_TTL_SECONDS = 30;
const e2e = useE2e({ tokenTtlSeconds: TOKEN_TTL_SECONDS });

const HOURS = 3_600_000;
/** Longer than the token's life: a token never refreshed has expired by the end of it. */
const WATCH_MS = 35_000;

/** Signs in on a page whose clock is `skewMs` off the real time, and counts its refresh answers. */
async function signInSkewed(skewMs: number): Promise<{ page: Page; refreshes: number[] }> {
  // The app's service worker would fetch beside Playwright's view of the page's requests.
  const page = await e2e.newPage({ serviceWorkers: 'block' });
  await page.clock.install({ time: Date.now() + skewMs });
  await login(page, ROOT_USER.userName, ROOT_USER.password);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (isRefresh(response)) refreshes.push(response.status());
  });
  return { page, refreshes };
}

const CLOCKS = [
  ['3 hours ahead', 3 * HOURS],
  ['3 hours behind', -3 * HOURS],
] as const;

/** Each clock's page, its refresh answers over the watch and the token it signed in with. */
const watched = new Map<string, { page: Page; refreshes: number[]; signedInWith: string | null }>();

// Both clocks are watched at once, over one watch: the wait is real time, not work.
beforeAll(async () => {
  for (const [clock, skewMs] of CLOCKS) {
    const { page, refreshes } = await signInSkewed(skewMs);
    watched.set(clock, { page, refreshes, signedInWith: await storedToken(page) });
  }
  // Real time, not the pages': their timers run on their own (moved) clocks.
  await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
  for (const entry of watched.values()) entry.refreshes = [...entry.refreshes];
}, 120_000);

it.each(CLOCKS)(
  'refreshes a token about once per its life, on a clock %s, and keeps the user signed in',
  async (clock) => {
    const { page, refreshes, signedInWith } = watched.get(clock)!;
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    // One refresh is due in the watch; a late frame may let a second one in, no more.
    expect(refreshes.length).toBeLessThanOrEqual(2);
    expect(refreshes.every((status) => status === 200)).toBe(true);

    // Past the first token's expiry: the stored token still opens the app after a reload.
    await page.reload();
    await page.getByRole('navigation', { name: a11y.breadcrumb }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/login');
    expect(await storedToken(page)).not.toBe(signedInWith);
  },
);
