/**
 * The production web server configuration (deploy/nginx/, run by Debian's nginx on loopback) in
 * front of the production build and the real mock: the login flow and every page of the menu pass
 * in Chromium under the Content-Security-Policy with no violation reported, neither as a
 * `securitypolicyviolation` event (in any frame) nor as a console message; the ArcGIS demo's
 * framed page, under a policy of its own, opens a popup. Then the location that serves the code
 * sandbox's runner page under a policy of its own, on a fixture site.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { components } from '../../web/src/api/schema';
import { type RunningNginx, startNginx } from '../../scripts/nginx/nginx-server';
import { ROOT_USER, callApi, login, storedToken } from './support/app';
import { openArcgisBeijingPopup } from './support/arcgis-map';
import { collectConsoleErrors, launchBrowser } from './support/browser';
import { type Stack, startStack } from './support/stack';

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
const CODE_SANDBOX = '/components-demo/code-sandbox';
const SETTLE_MS = 5_000;

/** Every leaf of the menu tree that is a page of this app (not a layout, not an external link). */
function pagePaths(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => {
    const children = node.children ?? [];
    if (children.length > 0) return pagePaths(children);
    return node.href || node.component.startsWith('/layouts/') ? [] : [node.routePath];
  });
}

/**
 * Waits for the page's lazy chunks and first requests. Map pages may go on fetching (tiles,
 * retries) for as long as they are open, so quiet network is awaited for a bounded time only.
 */
async function settle(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'breadcrumb' }).waitFor();
  try {
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS });
  } catch (err) {
    if (!(err instanceof Error && err.name === 'TimeoutError')) throw err;
  }
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
    // startStack builds dist/ in production mode when stale; nginx serves the stack's private copy
    // of it, so another run rebuilding dist/ cannot swap chunks under this one.
    stack = await startStack();
    nginx = await startNginx({ root: stack.distDir, apiUpstream: stack.mock.info.uri });
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

  it('serves a build whose scripts and styles are content-hashed, as year-long caching needs', () => {
    const html = readFileSync(path.join(stack.distDir, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="(\/(?:js|css)\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(asset).toMatch(/\.[0-9a-f]{8,}\.(?:js|css)$/);
  });

  it('logs in through nginx with no CSP violation', async () => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.waitForURL((url) => url.pathname === '/login');
    await login(page, ROOT_USER.userName, ROOT_USER.password);
    expect(new URL(page.url()).pathname).not.toBe('/login');
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((text) => CSP_MESSAGE.test(text))).toEqual([]);
  }, LOGIN_TIMEOUT_MS);

  // The code sandbox has a test of its own below, which also checks that its code runs.
  it('shows every other page of the menu with no CSP violation', async () => {
    const token = await storedToken(page);
    if (!token) throw new Error('no token stored after login');
    const tree = await callApi(`${nginx.url}/api/v1`, 'GET', '/pub/current/menutree', token);
    const paths = pagePaths((tree.body as { list: MenuNode[] }).list);
    expect(paths).toEqual(expect.arrayContaining(['/dashboard', '/components-demo/bpmn', CODE_SANDBOX, '/maps-page/mapbox']));
    for (const pagePath of paths.filter((p) => p !== CODE_SANDBOX)) {
      await page.goto(pagePath);
      await settle(page).catch((err: Error) => {
        throw new Error(`${pagePath}: ${err.message}`);
      });
      expect(new URL(page.url()).pathname).toBe(pagePath);
    }
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((text) => CSP_MESSAGE.test(text))).toEqual([]);
  }, PAGES_TIMEOUT_MS);

  it('runs the code sandbox sample in its iframe under the policy', async () => {
    violations.length = 0;
    await page.goto(CODE_SANDBOX);
    await settle(page);
    await page.getByRole('button', { name: '运行', exact: true }).click();
    const output = page.getByRole('list', { name: '控制台输出' }).getByText('Hello, 沙箱！排序结果：', { exact: false });
    const ran = await output.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    // Violations first: when the code did not run, they say why.
    expect(violations).toEqual([]);
    expect(ran).toBe(true);
  }, LOGIN_TIMEOUT_MS);

  it('draws the ArcGIS map in /arcgis.html under its own policy and opens a popup', async () => {
    violations.length = 0;
    consoleErrors.length = 0;
    const frameResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/arcgis.html');
    await page.goto('/maps-page/arcgis');
    const frameHeaders = (await frameResponse).headers();
    expect(frameHeaders['content-security-policy']).toContain("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
    expect(frameHeaders['x-frame-options']).toBe('SAMEORIGIN');
    await openArcgisBeijingPopup(page);
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, LOGIN_TIMEOUT_MS);
});

/**
 * The code sandbox's runner location (docs/deployment.md) on a fixture site, whatever the app's runner:
 * framed by a page under the app's policy, it runs code through `new Function` in an opaque origin
 * and can send nothing anywhere but its parent.
 */
describe('the code-sandbox runner location', () => {
  const APP_SCRIPT = `const frame = document.querySelector('iframe');
addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow) return;
  if (event.data === 'ready') frame.contentWindow.postMessage("console.log('sum', [1, 2, 3].reduce((a, b) => a + b))", '*');
  else document.getElementById('out').append(JSON.stringify(event.data) + ';');
});`;
  const RUNNER = `<!doctype html><style>body { margin: 0 }</style><script>
addEventListener('message', (event) => {
  console.log = (...args) => parent.postMessage({ log: args.join(' '), origin: String(origin) }, '*');
  new Function(event.data)();
  fetch('/api/v1/pub/login/captchaid').then(() => parent.postMessage({ fetched: true }, '*'), () => parent.postMessage({ fetchBlocked: true }, '*'));
});
parent.postMessage('ready', '*');
</script>`;
  let site: string;
  let nginx: RunningNginx;
  let browser: Browser;

  beforeAll(async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'sandbox-site-'));
    chmodSync(site, 0o755);
    mkdirSync(path.join(site, 'js'));
    writeFileSync(path.join(site, 'js', 'app.0123abcd.js'), APP_SCRIPT);
    writeFileSync(path.join(site, 'sandbox.html'), RUNNER);
    writeFileSync(
      path.join(site, 'index.html'),
      '<!doctype html><p id="out"></p><iframe sandbox="allow-scripts" src="/sandbox.html"></iframe><script src="/js/app.0123abcd.js"></script>',
    );
    nginx = await startNginx({ root: site, apiUpstream: 'http://127.0.0.1:9' });
    browser = await launchBrowser();
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    rmSync(site, { recursive: true, force: true });
  });

  it('runs inline and eval-ed code in an opaque origin that cannot fetch', async () => {
    const context = await browser.newContext({ baseURL: nginx.url });
    const violations = await recordViolations(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByText('fetchBlocked').waitFor();
    expect(await page.locator('#out').textContent()).toBe('{"log":"sum 6","origin":"null"};{"fetchBlocked":true};');
    // The one violation is the fetch the runner's policy exists to stop.
    expect(violations.map((v) => [v.directive, v.url])).toEqual([['connect-src', `${nginx.url}/sandbox.html`]]);
    await context.close();
  }, LOGIN_TIMEOUT_MS);
});

