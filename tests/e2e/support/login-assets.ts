import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** A script or style the page loaded: its path and its bytes as served. */
export interface Asset {
  url: string;
  body: Buffer;
}

/** Every script and style (under `/js/` and `/css/`) that opening `/login` loads, lazy chunks included. */
export async function assetsOfLoginPage(page: Page): Promise<Asset[]> {
  const pending: Promise<Asset | null>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/^\/(js|css)\//.test(pathname)) return;
    pending.push(response.body().then((body) => ({ url: pathname, body }), () => null));
  });
  await page.goto('/login');
  await page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(pending)).filter((asset): asset is Asset => asset !== null);
}

/** The gzip size of `assets`, added up: what they weigh on the wire. */
export function gzipBytes(assets: Asset[]): number {
  return assets.reduce((sum, asset) => sum + gzipSync(asset.body).length, 0);
}
