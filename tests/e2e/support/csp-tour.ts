/**
 * The Content-Security-Policy tour, one piece for both production web servers (nginx with
 * deploy/nginx/, and the Node server of `npm start`): in Chromium, the login page, the login, the
 * error pages and the /redirect/ route, the code sandbox's run and the ArcGIS map page pass with no
 * violation reported, neither as a `securitypolicyviolation` event (in any frame) nor as a console
 * message. Then the code-sandbox runner's own policy on a fixture site. Every page of the menu is
 * visited under the Node server's policy by the accessibility tours (`accessibility-audit.ts`),
 * and nginx answers every path with the same policy (`tests/delivery/web-server-parity.test.ts`).
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROOT_USER, login, waitForPath } from './app';
import { openArcgisBeijingPopup } from './arcgis-map';
import { collectConsoleErrors, launchBrowser } from './browser';
import { CSP_MESSAGE, type Violation, recordViolations, settle } from './csp-violations';
import { type Stack, startStack } from './stack';

/** A web server under test: where it serves, and how to stop it. */
export interface Served {
  url: string;
  stop: () => Promise<void>;
}

/** Starts a web server serving the site `root` with `/api/` proxied to `apiUpstream` (an origin). */
export type Serve = (root: string, apiUpstream: string) => Promise<Served>;

const SETUP_TIMEOUT_MS = 180_000;
const STEP_TIMEOUT_MS = 60_000;
const CODE_SANDBOX = '/components-demo/code-sandbox';

/** Registers the tour of the whole app served by `serve`, in front of the real mock. */
export function describeCspTour(title: string, serve: Serve): void {
  describe(`${title}: the app under its Content-Security-Policy`, () => {
    let stack: Stack;
    let served: Served;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let violations: Violation[];
    let consoleErrors: string[];

    const expectNoViolation = () => {
      expect(violations).toEqual([]);
      expect(consoleErrors.filter((text) => CSP_MESSAGE.test(text))).toEqual([]);
    };

    beforeAll(async () => {
      // The stack's private copy of dist/: another run rebuilding dist/ cannot swap chunks under this one.
      stack = await startStack();
      served = await serve(stack.distDir, stack.mock.info.uri);
      browser = await launchBrowser();
      context = await browser.newContext({
        baseURL: served.url,
        viewport: { width: 1366, height: 800 },
        locale: 'zh-CN',
      });
      violations = await recordViolations(context);
      page = await context.newPage();
      consoleErrors = collectConsoleErrors(page);
    }, SETUP_TIMEOUT_MS);

    // Each step answers for its own violations.
    beforeEach(() => {
      violations.length = 0;
      consoleErrors.length = 0;
    });

    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await served?.stop();
      await stack?.stop();
    });

    it('serves a build whose scripts and styles are content-hashed, as year-long caching needs', () => {
      const html = readFileSync(path.join(stack.distDir, 'index.html'), 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="(\/(?:js|css)\/[^"]+)"/g)].map((m) => m[1] ?? '');
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) expect(asset).toMatch(/\.[0-9a-f]{8,}\.(?:js|css)$/);
    });

    it(
      'shows the login page and logs in with no CSP violation',
      async () => {
        const response = await page.goto('/');
        expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
        await waitForPath(page, '/login');
        await page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
        await login(page, ROOT_USER.userName, ROOT_USER.password);
        expect(new URL(page.url()).pathname).not.toBe('/login');
        expectNoViolation();
      },
      STEP_TIMEOUT_MS,
    );

    it(
      'shows the error pages and follows /redirect/ with no CSP violation',
      async () => {
        for (const [route, code] of [
          ['/404', '404'],
          ['/401', '401'],
          ['/500', '500'],
          ['/no/such/page', '404'],
        ] as const) {
          await page.goto(route);
          await settle(page, page.getByRole('heading', { level: 1, name: code }));
        }
        await page.goto('/redirect/system/user?from=tour');
        await page.waitForURL((url) => url.pathname === '/system/user' && url.search === '?from=tour');
        await settle(page);
        expectNoViolation();
      },
      STEP_TIMEOUT_MS,
    );

    it(
      'runs the code sandbox sample in its iframe under the policy',
      async () => {
        await page.goto(CODE_SANDBOX);
        await settle(page);
        await page.getByRole('button', { name: '运行', exact: true }).click();
        const output = page
          .getByRole('list', { name: '控制台输出' })
          .getByText('Hello, 沙箱！排序结果：', { exact: false });
        const ran = await output.waitFor({ timeout: 10_000 }).then(
          () => true,
          () => false,
        );
        // Violations first: when the code did not run, they say why.
        expectNoViolation();
        expect(ran).toBe(true);
      },
      STEP_TIMEOUT_MS,
    );

    it(
      'draws the ArcGIS map in /arcgis.html under its own policy and opens a popup',
      async () => {
        const frameResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/arcgis.html');
        await page.goto('/maps-page/arcgis');
        const frameHeaders = (await frameResponse).headers();
        expect(frameHeaders['content-security-policy']).toContain("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
        expect(frameHeaders['x-frame-options']).toBe('SAMEORIGIN');
        await openArcgisBeijingPopup(page);
        expect(violations).toEqual([]);
        expect(consoleErrors).toEqual([]);
      },
      STEP_TIMEOUT_MS,
    );
  });
}

const RUNNER_APP_SCRIPT = `const frame = document.querySelector('iframe');
addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow) return;
  if (event.data === 'ready') frame.contentWindow.postMessage("console.log('sum', [1, 2, 3].reduce((a, b) => a + b))", '*');
  else document.getElementById('out').append(JSON.stringify(event.data) + ';');
});`;
const RUNNER = `<!doctype html><style>body { margin: 0 }</style><script>
addEventListener('message', (event) => {
  console.log = (...args) => parent.postMessage({ log: args.join(' '), origin: String(origin) }, '*');
  new Function(event.data)();
  fetch('/api/v1/pub/login/captchaid')
    .then(() => parent.postMessage({ fetched: true }, '*'), () => parent.postMessage({ fetchBlocked: true }, '*'))
    .then(() => {
      const worker = new Worker(URL.createObjectURL(new Blob([WORKER], { type: 'text/javascript' })));
      worker.onmessage = (message) => parent.postMessage({ worker: message.data }, '*');
    });
});
const WORKER = "postMessage(new Function('return 6 * 7')()); fetch('/api/v1/pub/login/captchaid').then(() => postMessage('fetched'), () => postMessage('fetchBlocked'));";
parent.postMessage('ready', '*');
</script>`;

/**
 * Registers the test of the code sandbox's runner location (docs/deployment.md) on a fixture site,
 * whatever the app's runner: framed by a page under the app's policy, it runs code through
 * `new Function` in an opaque origin and can send nothing anywhere but its parent.
 */
export function describeRunnerLocation(title: string, serve: Serve): void {
  describe(`${title}: the code-sandbox runner location`, () => {
    let site: string;
    let served: Served;
    let browser: Browser;

    beforeAll(async () => {
      site = mkdtempSync(path.join(os.tmpdir(), 'sandbox-site-'));
      // nginx's workers run as nobody when the tests run as root.
      chmodSync(site, 0o755);
      mkdirSync(path.join(site, 'js'));
      writeFileSync(path.join(site, 'js', 'app.0123abcd.js'), RUNNER_APP_SCRIPT);
      writeFileSync(path.join(site, 'sandbox.html'), RUNNER);
      writeFileSync(
        path.join(site, 'index.html'),
        '<!doctype html><p id="out"></p><iframe sandbox="allow-scripts" src="/sandbox.html"></iframe><script src="/js/app.0123abcd.js"></script>',
      );
      served = await serve(site, 'http://127.0.0.1:9');
      browser = await launchBrowser();
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await browser?.close();
      await served?.stop();
      rmSync(site, { recursive: true, force: true });
    });

    it(
      'runs inline and eval-ed code in an opaque origin, and in its blob: worker, neither of which can fetch',
      async () => {
        const context = await browser.newContext({ baseURL: served.url });
        const violations = await recordViolations(context);
        const page = await context.newPage();
        await page.goto('/');
        await page.getByText('"worker":"fetch').waitFor();
        expect(await page.locator('#out').textContent()).toBe(
          '{"log":"sum 6","origin":"null"};{"fetchBlocked":true};{"worker":42};{"worker":"fetchBlocked"};',
        );
        // The one violation is the fetch the runner's policy exists to stop.
        expect(violations.map((v) => [v.directive, v.url])).toEqual([['connect-src', `${served.url}/sandbox.html`]]);
        await context.close();
      },
      STEP_TIMEOUT_MS,
    );
  });
}
