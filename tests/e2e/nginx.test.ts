/**
 * The production web server configuration (deploy/nginx/, run by Debian's nginx on loopback) in
 * front of the production build and the real mock: the login flow and every page of the menu pass
 * in Chromium under the Content-Security-Policy with no violation reported, neither as a
 * `securitypolicyviolation` event (in any frame) nor as a console message.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { components } from '../../web/src/api/schema';
import { type RunningNginx, startNginx } from '../../scripts/nginx/nginx-server';
import { ROOT_USER, callApi, login, storedToken } from './support/app';
import { collectConsoleErrors, launchBrowser } from './support/browser';
import { ROOT, type Stack, startStack } from './support/stack';

type MenuNode = components['schemas']['MenuNode'];

/** What Chromium tells about one blocked load or inline script/style. */
interface Violation {
  directive: string;
  blockedUri: string;
  sourceFile: string;
  url: string;
}

const SETUP_TIMEOUT_MS = 180_000;
const LOGIN_TIMEOUT_MS = 60_000;
/** About twenty pages, map and diagram libraries among them. */
const PAGES_TIMEOUT_MS = 240_000;
const CSP_MESSAGE = /Content Security Policy/i;

/** Every leaf of the menu tree that is a page of this app (not a layout, not an external link). */
function pagePaths(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => {
    const children = node.children ?? [];
    if (children.length > 0) return pagePaths(children);
    return node.href || node.component.startsWith('/layouts/') ? [] : [node.routePath];
  });
}

/** Reports every CSP violation of every frame of `context`'s pages into the returned list. */
async function recordViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation?: (v: Violation) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report?.({
        directive: event.effectiveDirective,
        blockedUri: event.blockedURI,
        sourceFile: event.sourceFile,
        url: location.href,
      });
    });
  });
  return violations;
}

describe('the app behind nginx, under its Content-Security-Policy', () => {
  let stack: Stack;
  let nginx: RunningNginx;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let violations: Violation[];
  let consoleErrors: string[];

  beforeAll(async () => {
    stack = await startStack();
    nginx = await startNginx({ root: path.join(ROOT, 'dist'), apiUpstream: stack.mock.info.uri });
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: nginx.url, viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
    violations = await recordViolations(context);
    page = await context.newPage();
    consoleErrors = collectConsoleErrors(page);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await nginx?.stop();
    await stack?.stop();
  });

  it('logs in through nginx with no CSP violation and no console error', async () => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.waitForURL((url) => url.pathname === '/login');
    await login(page, ROOT_USER.userName, ROOT_USER.password);
    expect(new URL(page.url()).pathname).not.toBe('/login');
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, LOGIN_TIMEOUT_MS);

  it('shows every page of the menu with no CSP violation', async () => {
    const token = await storedToken(page);
    if (!token) throw new Error('no token stored after login');
    const tree = await callApi(`${nginx.url}/api/v1`, 'GET', '/pub/current/menutree', token);
    const paths = pagePaths((tree.body as { list: MenuNode[] }).list);
    expect(paths).toContain('/components-demo/code-sandbox');
    expect(paths).toContain('/maps-page/mapbox');
    for (const pagePath of paths) {
      await page.goto(pagePath, { waitUntil: 'networkidle' });
      await page.getByRole('navigation', { name: 'breadcrumb' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(pagePath);
    }
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((text) => CSP_MESSAGE.test(text))).toEqual([]);
  }, PAGES_TIMEOUT_MS);
});
