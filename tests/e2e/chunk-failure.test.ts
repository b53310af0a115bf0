/**
 * A chunk that cannot be fetched shows the fallback page after exactly one retry: a script chunk
 * fails as rspack's ChunkLoadError, a style chunk as its CSS chunk error. The page says so in
 * zh-CN, never in rspack's English, and its 重试 button loads the page once the network is back.
 */
import type { Page } from 'playwright-core';
import { ROOT_USER, submitLogin, waitForPath, signIn } from './support/app';
import { screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';

jest.setTimeout(60_000);

const e2e = useE2e();

const CHUNK_FAILED = '页面文件下载失败，可能是网络中断或系统已更新，请重试。';

/** Makes every later request for a `kind` chunk fail, and counts them. */
async function breakChunks(page: Page, kind: 'js' | 'css'): Promise<string[]> {
  const attempts: string[] = [];
  await page.route(new RegExp(`/${kind}/[^/]+\\.${kind}$`), (route) => {
    attempts.push(new URL(route.request().url()).pathname);
    return route.abort('connectionfailed');
  });
  return attempts;
}

describe('a chunk that fails to load', () => {
  it('shows the fallback page for a script chunk, after one retry', async () => {
    const page = await e2e.newPage({ serviceWorkers: 'block' });
    await signIn(e2e, page, ROOT_USER);
    const attempts = await breakChunks(page, 'js');
    await page.getByRole('button', { name: '超级管理员' }).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await page.getByText('页面加载失败').waitFor();
    expect(await page.getByText(CHUNK_FAILED).count()).toBe(1);
    expect(await page.locator('body').innerText()).not.toMatch(/Loading chunk|\\n/);
    await screenshot(page, 'chunk-failed');

    // The page's chunks were asked for twice (the retry) and then left alone. Icons are modules
    // under /js/icons-<version>/, which breakChunks leaves alone.
    const mostTries = () => Math.max(...attempts.map((url) => attempts.filter((other) => other === url).length));
    expect(mostTries()).toBe(2);
    await page.waitForTimeout(1000);
    expect(mostTries()).toBe(2);

    await page.getByRole('button', { name: '返回首页' }).click();
    await waitForPath(page, '/dashboard');
  });

  it('shows the fallback page for a style chunk', async () => {
    const page = await e2e.newPage({ serviceWorkers: 'block' });
    await page.goto('/login');
    await breakChunks(page, 'css');
    await submitLogin(page, ROOT_USER.userName, ROOT_USER.password);
    await page.getByText('页面加载失败').waitFor();
    expect(await page.getByText(CHUNK_FAILED).count()).toBe(1);
    expect(await page.getByText(/Loading CSS chunk/).count()).toBe(0);
  });

  it('loads the page on 重试 once the network is back', async () => {
    const page = await e2e.newPage({ serviceWorkers: 'block' });
    await signIn(e2e, page, ROOT_USER);
    await breakChunks(page, 'js');
    await page.getByRole('button', { name: '超级管理员' }).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await page.getByText(CHUNK_FAILED).waitFor();
    await page.unrouteAll();
    await page.getByRole('button', { name: '重试' }).click();
    await waitForPath(page, '/user-page/user-center');
    await page.getByText('页面加载失败').waitFor({ state: 'detached' });
    await page.getByText('用户名', { exact: true }).first().waitFor();
  });
});
