/**
 * A sign-in as a person makes it, in a fresh browser context: the login page opens, the user
 * waits for the captcha image, types the user name, the captcha answer and the password, and
 * presses Enter in the password field. What the tab asked the API meanwhile is counted, so a
 * submit that sent nothing and a session load that repeats itself both show.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { a11y } from '@/i18n/zh-CN/a11y';
import { core } from '@/i18n/zh-CN/core';
import { ROOT_USER, signOut } from './app';
import { CAPTCHA_CODE } from './stack';

/** How a sign-in ended: on the dashboard, or still elsewhere when the wait ran out. */
export interface SignInRecord {
  /** 1-based position in the run (`3.2`: the third context's second sign-in). */
  run: number;
  /** The CPU slow-down of its context (1: none). */
  throttle: number;
  reachedDashboard: boolean;
  /** `POST /pub/login` requests the tab sent. */
  logins: number;
  /** `GET /pub/current/user` requests the tab sent. */
  userLoads: number;
  /** `GET /pub/current/menutree` requests the tab sent. */
  menuLoads: number;
  /** Where the tab was at the end, and the messages it showed then. */
  path: string;
  messages: string[];
}

/** Options of {@link signInFreshContext}. */
export interface SignInOptions {
  run: number;
  /** CPU slow-down via CDP's `Emulation.setCPUThrottlingRate` (1: none). @default 1 */
  throttle?: number;
  /** How long the dashboard may take after Enter. @default 30000 */
  waitMs?: number;
  /** Milliseconds between two keys. @default 0 */
  keyDelay?: number;
  /** Sign-ins in the same tab, signed out between them. @default 1 */
  rounds?: number;
}

const apiPath = (url: string): string => new URL(url).pathname.replace(/^.*\/api\/v1/, '');

/** Counts the tab's sign-in requests until `stop`. */
function countRequests(page: Page) {
  const seen = { logins: 0, userLoads: 0, menuLoads: 0 };
  const count = (request: Request) => {
    const path = apiPath(request.url());
    if (request.method() === 'POST' && path === '/pub/login') seen.logins += 1;
    if (request.method() === 'GET' && path === '/pub/current/user') seen.userLoads += 1;
    if (request.method() === 'GET' && path === '/pub/current/menutree') seen.menuLoads += 1;
  };
  page.on('request', count);
  return { seen, stop: () => page.off('request', count) };
}

/** Types `text` into the field with id `id` key by key, `delay` ms apart, as a person does. */
async function type(page: Page, id: string, text: string, delay: number): Promise<void> {
  const field = page.locator(`#${id}`);
  await field.click();
  await field.pressSequentially(text, { delay });
}

/** Waits for the captcha, types as a person does, presses Enter in the password field and waits for the dashboard. */
async function signInOnPage(page: Page, keyDelay: number, waitMs: number): Promise<boolean> {
  await page.getByRole('img', { name: core.login.captchaImage }).waitFor();
  await type(page, 'login-userName', ROOT_USER.userName, keyDelay);
  await type(page, 'login-captchaCode', CAPTCHA_CODE, keyDelay);
  await type(page, 'login-password', ROOT_USER.password, keyDelay);
  await page.locator('#login-password').press('Enter');
  return page
    .waitForURL((url) => url.pathname === '/dashboard', { timeout: waitMs })
    .then(() => page.getByRole('navigation', { name: a11y.breadcrumb }).waitFor({ timeout: waitMs }))
    .then(
      () => true,
      () => false,
    );
}

/**
 * Signs in as root in a fresh context of `browser` (served at `baseUrl`), `rounds` times in the
 * same tab (signing out between them), and closes the context; answers one record per round.
 */
export async function signInFreshContext(
  browser: Browser,
  baseUrl: string,
  { run, throttle = 1, waitMs = 30_000, keyDelay = 0, rounds = 1 }: SignInOptions,
): Promise<SignInRecord[]> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 800 },
    locale: 'zh-CN',
  });
  const records: SignInRecord[] = [];
  try {
    const page = await context.newPage();
    if (throttle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await page.goto('/login');
    for (let round = 1; round <= rounds; round += 1) {
      const counts = countRequests(page);
      const reachedDashboard = await signInOnPage(page, keyDelay, waitMs);
      counts.stop();
      records.push({
        run: rounds > 1 ? run + round / 10 : run,
        throttle,
        reachedDashboard,
        ...counts.seen,
        path: new URL(page.url()).pathname,
        messages: await page.locator('.bp6-toast, .bp6-form-helper-text').allInnerTexts(),
      });
      if (!reachedDashboard) break;
      if (round < rounds) await signOut(page);
    }
    return records;
  } finally {
    await context.close();
  }
}

/** Which sign-ins went wrong, and how, as lines for a report or an assertion's message. */
export function describeFaults(records: readonly SignInRecord[], maxUserLoads: number): string[] {
  return records
    .filter((record) => !record.reachedDashboard || record.userLoads > maxUserLoads)
    .map((record) => {
      const kind =
        record.logins === 0
          ? 'submit sent nothing'
          : record.userLoads > maxUserLoads
            ? 'user loaded again and again'
            : 'no dashboard';
      return `#${record.run} (CPU ×${record.throttle}): ${kind}; ${record.logins} login, ${record.userLoads} user, ${record.menuLoads} menu requests; at ${record.path}; messages ${JSON.stringify(record.messages)}`;
    });
}
