import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** A document, script or style the page loaded: its path and its bytes as served. */
export interface Asset {
  url: string;
  body: Buffer;
}

/** What opening a page fetched. */
export interface PageLoad {
  /** The HTML document, scripts and styles (lazy chunks included): what first load weighs. */
  assets: Asset[];
  /** The path of every request that reached the network, in order (a repeat is a second fetch). */
  requested: string[];
}

/** The kinds of response that make up the page's weight. */
const WEIGHED = new Set(['document', 'script', 'stylesheet']);

/**
 * Opens `path` and answers what it fetched until `ready` resolves and the network is idle. The
 * page's context should be fresh (nothing cached), so every asset is on the wire.
 */
export async function pageLoad(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<PageLoad> {
  const pending: Promise<Asset | null>[] = [];
  const requested: string[] = [];
  page.on('requestfinished', (request) => {
    void request.response().then((response) => {
      if (response && !response.fromServiceWorker()) requested.push(new URL(request.url()).pathname);
    });
  });
  page.on('response', (response) => {
    if (!WEIGHED.has(response.request().resourceType())) return;
    const { pathname } = new URL(response.url());
    pending.push(
      response.body().then(
        (body) => ({ url: pathname, body }),
        () => null,
      ),
    );
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const assets = (await Promise.all(pending)).filter((asset): asset is Asset => asset !== null);
  return { assets, requested };
}

/** What opening `/login` fetches, until its captcha shows. */
export function loginPageLoad(page: Page): Promise<PageLoad> {
  return pageLoad(page, '/login', (opened) => opened.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor());
}

/** The gzip size of `assets`, added up: what they weigh on the wire. */
export function gzipBytes(assets: Asset[]): number {
  return assets.reduce((sum, asset) => sum + gzipSync(asset.body).length, 0);
}
