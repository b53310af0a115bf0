/**
 * The watermark in Chromium: root marks a user's role through the API; signed in, that user sees
 * their name and the date tiled over the page and over an open dialog, clicks through it, finds
 * it back after removing or altering it from the page's script (as from the developer tools), sees
 * it in the dark theme's colour, and turns it off in the settings drawer, which a reload keeps.
 * axe finds nothing severe with it shown. Its screenshot `screenshots/watermark.png` is the README's
 * (`docs/screenshots/`).
 */
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { TILE_COLORS } from '@/components/watermark/watermark-tile';
import { watermark as texts } from '@/i18n/zh-CN/watermark';
import { zhCN } from '@/i18n/zh-CN';
import { callApi, sendApi, signedInPage, storedToken, signIn } from './support/app';
import { audit } from './support/accessibility-audit';
import { collectConsoleErrors, screenshot, transitionsEnded } from './support/browser';
import { useE2e } from './support/e2e-session';
import { escapeOverlay, overlayEntered } from './support/overlay';

jest.setTimeout(120_000);

const e2e = useE2e();

// Unique per run, so a kept mock data file cannot collide with an earlier run.
const suffix = Date.now().toString(36);
const MARKED = { userName: `marked-${suffix}`, password: 'marked-123', realName: '水印用户' } as const;

type MenuNode = { id: string; routeName: string; children: MenuNode[] };

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const MARK = 'body > .app-watermark';
/** The watermark's look as drawn: the SVG of its tile decoded, its box, and what the browser computed. */
const watermarkLook = (page: Page) =>
  page.locator(MARK).evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      tile: decodeURIComponent(style.backgroundImage),
      ariaHidden: element.getAttribute('aria-hidden'),
      pointerEvents: style.pointerEvents,
      display: style.display,
      zIndex: Number(style.zIndex),
      // The viewport less any scrollbar, which is what a fixed box can cover.
      covers:
        box.left === 0 &&
        box.top === 0 &&
        box.width === document.documentElement.clientWidth &&
        box.height === document.documentElement.clientHeight,
    };
  });

describe('the watermark', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    // Root marks the role of a user who can open a dialog: the user list's 新建用户.
    const { page: rootPage } = await signedInPage(e2e);
    const rootToken = (await storedToken(rootPage)) ?? '';
    const menus = await callApi(e2e.stack.apiBaseUrl, 'GET', '/menus', rootToken);
    const system = (menus.body as { list: MenuNode[] }).list.find((node) => node.routeName === 'System')!;
    const users = system.children.find((node) => node.routeName === 'SystemUser')!;
    const send = (method: 'POST' | 'PUT', path: string, body: object) =>
      sendApi(e2e.stack.apiBaseUrl, method, path, rootToken, body);
    const roleBody = {
      name: `水印角色-${suffix}`,
      menus: [
        { menuId: system.id, actions: [] },
        { menuId: users.id, actions: ['query', 'add'] },
      ],
    };
    const role = await send('POST', '/roles', roleBody);
    const user = await send('POST', '/users', {
      userName: MARKED.userName,
      realName: MARKED.realName,
      password: md5(MARKED.password),
      roleIds: [role.body.id],
    });
    const marked = await send('PUT', `/roles/${role.body.id}`, { ...roleBody, watermark: true });
    expect([role.status, user.status, marked.status]).toEqual([200, 200, 200]);
    await rootPage.context().close();

    page = await e2e.newPage({ colorScheme: 'light', viewport: { width: 1280, height: 800 } });
    errors = collectConsoleErrors(page);
    await signIn(e2e, page, MARKED);
  });

  it("tiles the user's name and today's date over the whole window, hidden from assistive technology", async () => {
    await page.locator(MARK).waitFor({ state: 'attached' });
    const look = await watermarkLook(page);
    expect(look.tile).toContain(`${MARKED.realName} ${MARKED.userName}`);
    expect(look.tile).toContain(
      new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()),
    );
    expect(look.tile).toContain(`fill="${TILE_COLORS.light}"`);
    expect(look).toMatchObject({ ariaHidden: 'true', pointerEvents: 'none', covers: true });
  });

  it('covers an open dialog, lets a click through to its button, and axe finds nothing severe', async () => {
    await page.goto('/system/user');
    await page.getByRole('button', { name: '新建用户' }).click();
    const dialog = page.getByRole('dialog', { name: '新建用户' });
    await overlayEntered(dialog);
    const overlayZ = await dialog.evaluate((node) => Number(getComputedStyle(node.closest('.bp6-overlay')!).zIndex));
    expect((await watermarkLook(page)).zIndex).toBeGreaterThan(overlayZ);
    await transitionsEnded(page);
    await screenshot(page, 'watermark', false);
    expect((await audit(page, 'watermark over a dialog')).findings).toEqual([]);
    // Playwright clicks only where the button itself would take the click: nothing may lie over it.
    await dialog.getByRole('button', { name: '取消' }).click({ timeout: 5_000 });
    await dialog.waitFor({ state: 'hidden' });
  });

  it('comes back when its element is removed, and looks as before when altered', async () => {
    const before = await watermarkLook(page);
    await page.evaluate(() => document.querySelector('body > .app-watermark')!.remove());
    await page.waitForFunction(() => document.querySelector('body > .app-watermark') !== null);
    await page.evaluate(() => {
      const element = document.querySelector<HTMLElement>('body > .app-watermark')!;
      element.style.display = 'none';
      element.style.pointerEvents = 'auto';
      element.removeAttribute('aria-hidden');
    });
    await page.waitForFunction(
      () => document.querySelector('body > .app-watermark')?.getAttribute('aria-hidden') === 'true',
    );
    expect(await watermarkLook(page)).toEqual(before);
    expect(await page.locator('.app-watermark').count()).toBe(1);
  });

  it("is drawn in the dark theme's colour", async () => {
    await page.getByRole('button', { name: zhCN.theme.toDark }).click();
    await page.waitForFunction(
      (color) =>
        decodeURIComponent(
          document.querySelector<HTMLElement>('body > .app-watermark')?.style.backgroundImage ?? '',
        ).includes(color),
      `fill="${TILE_COLORS.dark}"`,
    );
    expect((await audit(page, 'watermark (dark)', ['color-contrast'])).findings).toEqual([]);
    await page.getByRole('button', { name: zhCN.theme.toLight }).click();
  });

  it('turns off in the settings drawer, and stays off after a reload', async () => {
    await page.getByRole('button', { name: zhCN.theme.settings }).click();
    const drawer = page.getByRole('dialog', { name: zhCN.theme.settings });
    await overlayEntered(drawer);
    const toggle = drawer.getByRole('checkbox', { name: texts.show });
    expect(await toggle.isChecked()).toBe(true);
    // Blueprint draws its own indicator over the switch's input, which takes the click for it.
    await toggle.uncheck({ force: true });
    await page.locator(MARK).waitFor({ state: 'detached' });
    await escapeOverlay(drawer);

    await page.reload();
    await page.getByRole('navigation', { name: zhCN.a11y.breadcrumb }).waitFor();
    await page.getByRole('button', { name: zhCN.theme.settings }).click();
    await overlayEntered(drawer);
    expect(await drawer.getByRole('checkbox', { name: texts.show }).isChecked()).toBe(false);
    expect(await page.locator('.app-watermark').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
