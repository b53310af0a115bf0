/** What most end-to-end tests do in the app: log in, read the token, call the API as a client. */
import type { Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '@/features/session/token-storage';
import { collectConsoleErrors } from './browser';
import type { E2e } from './e2e-session';
import { CAPTCHA_CODE } from './stack';
import { a11y as enUSA11y } from '@/i18n/en-US/a11y';
import { core as enUSCore } from '@/i18n/en-US/core';
import { a11y as zhCNA11y } from '@/i18n/zh-CN/a11y';
import { core as zhCNCore } from '@/i18n/zh-CN/core';

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

/**
 * Logs in through the login page (opening it when the page is elsewhere) and waits until the app
 * has left it for the landing page and shows the main layout.
 */
export async function login(page: Page, userName: string, password: string): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  // The address may reach /login (after a logout) a moment before the login form replaces the page.
  await page.locator('#login-userName').waitFor();
  await submitLogin(page, userName, password);
  // The shell shows on `/` while the menu loads, then the landing page's address replaces it.
  await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/');
  await page.getByRole('navigation', { name: (await textsOf(page)).a11y.breadcrumb }).waitFor();
}

/**
 * A fresh page of the file's stack, its console errors collected from the start, logged in as
 * `user`. `prepare` runs on the page before the login, e.g. to route its requests.
 */
export async function signedInPage(
  e2e: E2e,
  user: { userName: string; password: string } = ROOT_USER,
  prepare?: (page: Page) => Promise<unknown>,
): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.newPage();
  await prepare?.(page);
  const errors = collectConsoleErrors(page);
  await login(page, user.userName, user.password);
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
  await page.locator('.app-user-button').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await waitForPath(page, '/login');
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
