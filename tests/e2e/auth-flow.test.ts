/**
 * Login, logout and the session's edges in a real Chromium against the production build and the
 * real mock server: deep links through Login, captcha, failed attempts, token revocation and
 * hostile redirect paths.
 */
import type { Page } from 'playwright-core';
import { ROOT_USER, callApi, login, storedToken, submitLogin, waitForPath } from './support/app';
import { collectConsoleErrors, screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';

jest.setTimeout(60_000);

const e2e = useE2e();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const captchaSrc = (page: Page) => page.getByRole('img', { name: '验证码图片，点击刷新' }).getAttribute('src');

describe('login', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    page = await e2e.newPage();
    // The failed login below answers 400 by design, and the dashboard before the logout 500:
    // Chromium and the sagas log them.
    errors = collectConsoleErrors(page, [/status of 400/, /^login failed/, /status of 500/]);
  });

  it('sends a deep link without a token to Login with redirectPath, and back there after login', async () => {
    await page.goto('/user-page/user-center?tab=1');
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectPath')).toBe('/user-page/user-center?tab=1');
    await page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
    await screenshot(page, 'login');

    await login(page, ROOT_USER.userName, ROOT_USER.password);
    expect(pathOf(page)).toBe('/user-page/user-center');
    expect(new URL(page.url()).search).toBe('?tab=1');
    await expectVisible(page.getByRole('heading', { name: '超级管理员' }));
  });

  it('sends a signed-in user who opens Login to the root, which shows the dashboard', async () => {
    await page.goto('/login');
    await waitForPath(page, '/dashboard');
    await expectVisible(page.getByRole('heading', { name: '仪表盘' }));
  });

  it('logs out with a message, lands on Login, and the old token is refused by the API', async () => {
    const token = await storedToken(page);
    expect(token).toMatch(/^Bearer \S+$/);
    // A message of the session that ends must not follow the user onto Login.
    await page.route('**/pub/dashboard', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 500, message: 'down' } }),
      }),
    );
    await page.goto('/dashboard');
    const oldMessage = page.locator('.bp6-toast').filter({ hasText: '服务器错误' });
    await expectVisible(oldMessage);
    await page.getByRole('button', { name: '超级管理员' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expectVisible(page.getByText('退出登录成功'));
    await screenshot(page, 'logout-toast');
    await waitForPath(page, '/login');
    expect(await storedToken(page)).toBeNull();
    expect(await oldMessage.count()).toBe(0);
    await page.unroute('**/pub/dashboard');

    const answer = await callApi(e2e.stack.apiBaseUrl, 'GET', '/pub/current/user', token ?? '');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: { code: 9999, reason: 'token_invalid', message: expect.any(String) } });
  });

  it('asks for every field before sending anything', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expectVisible(page.getByText('请输入用户名'));
    await expectVisible(page.getByText('请输入密码'));
    await expectVisible(page.getByText('请输入验证码'));
    expect(pathOf(page)).toBe('/login');
  });

  it('draws a new captcha when its image is clicked', async () => {
    const before = await captchaSrc(page);
    await page.getByRole('img', { name: '验证码图片，点击刷新' }).click();
    await page.waitForFunction(
      (old) => document.querySelector('img[alt="验证码图片，点击刷新"]')?.getAttribute('src') !== old,
      before,
    );
    expect(await captchaSrc(page)).toMatch(/^data:image\/svg\+xml/);
  });

  it('says so on a wrong password, and offers a fresh captcha with its answer cleared', async () => {
    const before = await captchaSrc(page);
    await submitLogin(page, ROOT_USER.userName, 'wrong-password');
    // The API client's toast tells it in zh-CN, by the refusal's reason, and it is
    // the only copy on the page; the server's English message stays in the console.
    const toast = page.locator('.bp6-toast').filter({ hasText: '用户名、密码或验证码错误' });
    await expectVisible(toast);
    expect(await page.getByText('用户名、密码或验证码错误').count()).toBe(1);
    expect(await page.getByText('invalid username, password or captcha').count()).toBe(0);
    await page.waitForFunction(
      (old) => document.querySelector('img[alt="验证码图片，点击刷新"]')?.getAttribute('src') !== old,
      before,
    );
    expect(await page.getByLabel('验证码', { exact: true }).inputValue()).toBe('');
    expect(pathOf(page)).toBe('/login');
    await screenshot(page, 'login-failed');
  });

  it('logged no unexpected errors in the browser', () => {
    expect(errors).toEqual([]);
  });
});

describe('a token revoked behind the app', () => {
  it('shows the login-timeout text, then Login with redirectPath, and stays there', async () => {
    const page = await e2e.newPage();
    await login(page, ROOT_USER.userName, ROOT_USER.password);
    const token = await storedToken(page);
    const exit = await callApi(e2e.stack.apiBaseUrl, 'POST', '/pub/login/exit', token ?? '');
    expect(exit.status).toBe(200);

    await page.getByRole('button', { name: '刷新' }).click();
    await expectVisible(page.getByText('登录已过期，请重新登录'));
    await screenshot(page, 'login-timeout');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('redirectPath')).toBe('/dashboard');

    let navigations = 0;
    page.on('framenavigated', () => (navigations += 1));
    await page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
    await page.waitForTimeout(3000);
    expect(pathOf(page)).toBe('/login');
    expect(navigations).toBe(0);
  });
});

describe('a menu slower than the user', () => {
  /** Holds the menu tree's answer back until the answer given to the returned function. */
  async function holdMenu(page: Page): Promise<(answer: 'pass' | 'fail') => void> {
    let release: (answer: 'pass' | 'fail') => void = () => undefined;
    const released = new Promise<'pass' | 'fail'>((resolve) => (release = resolve));
    await page.route('**/pub/current/menutree', async (route) => {
      if ((await released) === 'pass') return route.continue();
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 500, message: '服务器错误' } }),
      });
    });
    return release;
  }

  async function submitAndSeeShell(page: Page): Promise<void> {
    await page.goto('/login');
    await page.locator('#login-userName').waitFor();
    await submitLogin(page, ROOT_USER.userName, ROOT_USER.password);
    await page.getByRole('complementary').getByRole('progressbar', { name: '加载中' }).waitFor();
  }

  it('shows the signed-in frame with the menu loading, then the menu and the landing page', async () => {
    const page = await e2e.newPage();
    const release = await holdMenu(page);
    await submitAndSeeShell(page);
    expect(pathOf(page)).toBe('/');
    expect(await page.getByText('超级管理员').first().isVisible()).toBe(true);
    release('pass');
    await waitForPath(page, '/dashboard');
    await page.getByRole('complementary').getByRole('menuitem', { name: '仪表盘' }).waitFor();
    expect(await page.getByRole('complementary').getByRole('progressbar').count()).toBe(0);
    await page.context().close();
  });

  it('goes back to Login when the menu then fails', async () => {
    const page = await e2e.newPage();
    const release = await holdMenu(page);
    await submitAndSeeShell(page);
    release('fail');
    await waitForPath(page, '/login');
    await page.locator('#login-userName').waitFor();
    expect(await storedToken(page)).toBeNull();
    await page.context().close();
  });
});

describe('the pages a login leads to', () => {
  /** A class name that only the signed-in shell's code carries (it survives minification). */
  const SHELL_MARKER = 'app-sidebar__nav';

  it('are fetched while the user types, before the login is sent', async () => {
    const page = await e2e.newPage({ serviceWorkers: 'block' });
    const shellScripts: string[] = [];
    const loginSent: string[] = [];
    page.on(
      'request',
      (request) => request.method() === 'POST' && request.url().includes('/login') && loginSent.push(request.url()),
    );
    page.on('response', async (response) => {
      if (
        response.request().resourceType() === 'script' &&
        (await response.text().catch(() => '')).includes(SHELL_MARKER)
      )
        shellScripts.push(response.url());
    });
    await page.goto('/login');
    await page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
    expect(shellScripts).toEqual([]);

    const shellFetched = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' && (await response.text()).includes(SHELL_MARKER),
    );
    await page.locator('#login-userName').fill(ROOT_USER.userName);
    await shellFetched;
    expect(loginSent).toEqual([]);

    await login(page, ROOT_USER.userName, ROOT_USER.password);
    await page.getByRole('complementary').getByRole('menuitem', { name: '仪表盘' }).waitFor();
    await page.context().close();
  });
});

describe('a hostile redirectPath', () => {
  it.each(['//evil.example', '/\\evil', 'https://evil.example'])(
    '%s leads to the app root after login',
    async (target) => {
      const page = await e2e.newPage();
      await page.goto(`/login?redirectPath=${encodeURIComponent(target)}`);
      await login(page, ROOT_USER.userName, ROOT_USER.password);
      const url = new URL(page.url());
      expect(url.origin).toBe(e2e.stack.baseUrl);
      expect(url.pathname).toBe('/dashboard');
      await page.context().close();
    },
  );
});

async function expectVisible(locator: ReturnType<Page['getByText']>): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
  expect(await locator.first().isVisible()).toBe(true);
}
