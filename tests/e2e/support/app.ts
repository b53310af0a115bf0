/** What most end-to-end tests do in the app: log in, read the token, call the API as a client. */
import { createHash, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '@/features/session/token-storage';
import { collectConsoleErrors } from './browser';
import type { E2e } from './e2e-session';
import { CAPTCHA_CODE } from './stack';
import { a11y as enUSA11y } from '@/i18n/en-US/a11y';
import { core as enUSCore } from '@/i18n/en-US/core';
import { a11y as zhCNA11y } from '@/i18n/zh-CN/a11y';
import { core as zhCNCore } from '@/i18n/zh-CN/core';
import { describeClicks, traceClicks } from './click-trace';

/** The login form's and the layout's names in the language the page is drawn in (`<html lang>`). */
async function textsOf(page: Page) {
  const english = (await page.evaluate(() => document.documentElement.lang)) === 'en-US';
  return english ? { login: enUSCore.login, a11y: enUSA11y } : { login: zhCNCore.login, a11y: zhCNA11y };
}

/** Seeded accounts (mock-server/README.md). */
export const ROOT_USER = { userName: 'root', password: 'abc-123' } as const;
export const STAFF_USER = { userName: 'staff', password: 'staff-123' } as const;

/** Fills the login form (the page must be on /login) once its captcha has arrived. */
export async function fillLogin(
  page: Page,
  userName: string,
  password: string,
  captchaCode = CAPTCHA_CODE,
): Promise<void> {
  const { login } = await textsOf(page);
  await page.getByLabel(login.userName, { exact: true }).fill(userName);
  await page.getByLabel(login.password, { exact: true }).fill(password);
  await page.getByLabel(login.captchaCode, { exact: true }).fill(captchaCode);
  // The form needs the captcha's id, which arrives with its image.
  await page.getByRole('img', { name: login.captchaImage }).waitFor();
}

/** Fills the login form (the page must be on /login) and submits it. */
export async function submitLogin(
  page: Page,
  userName: string,
  password: string,
  captchaCode = CAPTCHA_CODE,
): Promise<void> {
  await fillLogin(page, userName, password, captchaCode);
  await page.getByRole('button', { name: (await textsOf(page)).login.submit, exact: true }).click();
}

/** Waits until the app has left Login for the landing page and shows the main layout. */
async function landed(page: Page): Promise<void> {
  // The shell shows on `/` while the menu loads, then the landing page's address replaces it.
  await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/');
  await page.getByRole('navigation', { name: (await textsOf(page)).a11y.breadcrumb }).waitFor();
}

/**
 * Logs in through the login page (opening it when the page is elsewhere) and waits until the app
 * has left it for the landing page and shows the main layout.
 */
export async function login(page: Page, userName: string, password: string): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  // The address may reach /login (after a logout) a moment before the login form replaces the page.
  await page.locator('#login-userName').waitFor();
  await submitLogin(page, userName, password);
  await landed(page);
}

/** A session as the app stores it (`token-storage.ts`), issued by the API to `user` as the login form asks for it. */
async function apiSession(apiBaseUrl: string, user: { userName: string; password: string }) {
  const captchaResponse = await fetch(`${apiBaseUrl}/pub/login/captchaid`);
  if (!captchaResponse.ok)
    throw new Error(`the captcha id answered ${captchaResponse.status}: ${await captchaResponse.text()}`);
  const captcha = (await captchaResponse.json()) as { captchaId: string };
  const response = await fetch(`${apiBaseUrl}/pub/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      userName: user.userName,
      // The form sends the password's MD5 (web/src/features/login), never the password itself.
      password: createHash('md5').update(user.password).digest('hex'),
      captchaId: captcha.captchaId,
      captchaCode: CAPTCHA_CODE,
    }),
  });
  if (!response.ok) throw new Error(`login of ${user.userName} answered ${response.status}: ${await response.text()}`);
  const { tokenType, accessToken, expiresAt } = (await response.json()) as Record<string, unknown>;
  return { token: `${String(tokenType)} ${String(accessToken)}`, expiresAt };
}

/**
 * Signs `user` in without the login form, for the tests whose subject lies past it (the form's
 * own tests, the tours and the engine tours still type into it): the session the API issued is
 * stored where the app keeps it before the app's next load, which opens the landing page. This
 * spares the login page's load and the typing, seconds of CPU per sign-in on a two-core machine.
 */
export async function signIn(
  e2e: E2e,
  page: Page,
  user: { userName: string; password: string } = ROOT_USER,
): Promise<void> {
  const session = JSON.stringify(await apiSession(e2e.stack.apiBaseUrl, user));
  // Stored once per sign-in: a later load (a reload, a sign-out, another tab) finds what the app
  // left there, as after a real sign-in. Each sign-in marks its own seed as used.
  const mark = `e2e-sign-in-${randomUUID()}`;
  await page.context().addInitScript(
    ([key, value, used]) => {
      if (window !== window.top || window.localStorage.getItem(used) !== null) return;
      window.localStorage.setItem(used, '1');
      window.localStorage.setItem(key, value);
    },
    [TOKEN_STORAGE_KEY, session, mark] as const,
  );
  await page.goto('/');
  await landed(page);
}

/**
 * A fresh page of the file's stack, its console errors collected from the start, logged in as
 * `user` (through the API: {@link signIn}). `prepare` runs on the page before the sign-in, e.g. to route its requests.
 */
export async function signedInPage(
  e2e: E2e,
  user: { userName: string; password: string } = ROOT_USER,
  prepare?: (page: Page) => Promise<unknown>,
): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.newPage();
  await prepare?.(page);
  const errors = collectConsoleErrors(page);
  await signIn(e2e, page, user);
  return { page, errors };
}

/** The `Authorization` value the app stored (`"Bearer <jwt>"`), or `null`. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { token?: unknown };
    return typeof parsed.token === 'string' ? parsed.token : null;
  }, TOKEN_STORAGE_KEY);
}

/**
 * Waits until the page's address has `pathname`. A wait that times out says where the page was,
 * what its messages said and whether the token was still stored, so that a failure on CI tells a
 * navigation that never ran from one that ended elsewhere or a message that never closed.
 */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page
    .waitForURL((url) => url.pathname === pathname)
    .catch(async (error: Error) => {
      const toasts = await page.locator('.bp6-toast').allInnerTexts();
      throw new Error(
        `${error.message}\nstill at ${page.url()}; messages: ${JSON.stringify(toasts)}; token stored: ${(await storedToken(page)) !== null}`,
      );
    });
}

/**
 * Waits for the error page headed `code` (`401`, `404`) drawn inside the main layout, beside the
 * sidebar, and answers the address it kept.
 */
export async function errorInLayout(page: Page, code: string): Promise<string> {
  await page.getByRole('main').getByRole('heading', { level: 1, name: code, exact: true }).waitFor();
  await page.getByRole('complementary').first().waitFor();
  return new URL(page.url()).pathname;
}

/** Signs out through the header's user menu, as a user does, and waits for Login. */
export async function signOut(page: Page): Promise<void> {
  await traceClicks(page);
  await page.locator('.app-user-button').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await waitForPath(page, '/login').catch(async (error: Error) => {
    throw new Error(`${error.message}\nthe clicks:\n${await describeClicks(page)}`);
  });
}

/** Signs out of the browser's storage without going through the app (a fresh visitor). */
export async function clearStorage(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.clear());
}

/** Calls the API from the test (not the app) with `authorization`, answering status and body. */
export async function callApi(
  apiBaseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  authorization: string,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${apiBaseUrl}${path}`, { method, headers: { Authorization: authorization } });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Sends `body` as JSON to the API from the test (not the app) with `authorization`, answering status and body. */
export async function sendApi(
  apiBaseUrl: string,
  method: 'POST' | 'PUT',
  path: string,
  authorization: string,
  body: object,
): Promise<{ status: number; body: { id?: string; error?: unknown } }> {
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method,
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { id?: string; error?: unknown } };
}
