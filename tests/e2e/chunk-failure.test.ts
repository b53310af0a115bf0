/**
 * A chunk that cannot be fetched shows the fallback page after exactly one retry: a script chunk
 * fails as rspack's ChunkLoadError, a style chunk as its CSS chunk error.
 */
import type { Page } from 'playwright-core';
import { ROOT_USER, login, submitLogin } from './support/app';
import { screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';

jest.setTimeout(60_000);

const e2e = useE2e();

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
    await login(page, ROOT_USER.userName, ROOT_USER.password);
    const attempts = await breakChunks(page, 'js');
    await page.getByRole('button', { name: '超级管理员' }).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await page.getByText('页面加载失败').waitFor();
    expect(await page.getByText(/Loading chunk .* failed/).count()).toBe(1);
    await screenshot(page, 'chunk-failed');

    // The page's chunks were asked for twice (the retry) and then left alone. Blueprint's icon
    // chunks are left out: every icon on screen asks for them on its own.
    const pageChunks = () => attempts.filter((url) => !url.includes('blueprint-icons'));
    const mostTries = () => Math.max(...pageChunks().map((url) => pageChunks().filter((other) => other === url).length));
    expect(mostTries()).toBe(2);
    await page.waitForTimeout(1000);
    expect(mostTries()).toBe(2);

    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('shows the fallback page for a style chunk', async () => {
    const page = await e2e.newPage({ serviceWorkers: 'block' });
    await page.goto('/login');
    await breakChunks(page, 'css');
    await submitLogin(page, ROOT_USER.userName, ROOT_USER.password);
    await page.getByText('页面加载失败').waitFor();
    expect(await page.getByText(/Loading CSS chunk .* failed/).count()).toBe(1);
  });
});
