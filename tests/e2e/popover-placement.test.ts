/**
 * Our own popovers open where they are placed, next to their target, in a real Chromium: the
 * header's user menu, the collapsed sidebar's flyouts and the menu editor's resource picker.
 * (Blueprint's legacy `<Popover>` mis-positions its content under React 19 and StrictMode.) The
 * menus of the sticky header and the fixed sidebar stay on their button while the page scrolls, in
 * the very frame of the scroll: a tap that starts on a menu item ends on it.
 */
import type { Locator, Page } from 'playwright-core';
import { core } from '@/i18n/zh-CN/core';
import { lockScreen } from '@/i18n/zh-CN/lock-screen';
import { signIn, signedInPage } from './support/app';
import { collectConsoleErrors } from './support/browser';
import { useE2e } from './support/e2e-session';
import { escapeOverlay, popoverEntered } from './support/overlay';
import { toggleSidebar } from './support/sidebar';

jest.setTimeout(60_000);

/** How far a popover may sit from its target's edge: Blueprint's arrow offset and rounding. */
const SLACK_PX = 24;

const e2e = useE2e();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box (not visible)');
  return box;
}

/** The open popover holding `content`, once its opening transition is over (positioned). */
async function openPopover(content: Locator): Promise<Box> {
  return boxOf(await popoverEntered(content));
}

/**
 * `popover` sits against `target`'s bottom (or, flipped for want of room, its top) with the right
 * edges aligned: Blueprint's `bottom-end`.
 */
function expectBottomEnd(popover: Box, target: Box): void {
  const below = popover.y >= target.y + target.height - 1;
  const gap = below ? popover.y - (target.y + target.height) : target.y - (popover.y + popover.height);
  expect(gap).toBeGreaterThanOrEqual(-1);
  expect(gap).toBeLessThanOrEqual(SLACK_PX);
  expect(Math.abs(popover.x + popover.width - (target.x + target.width))).toBeLessThanOrEqual(SLACK_PX);
}

/**
 * Scrolls the page by `by` pixels with the popover holding `content` open and returns how far the
 * popover moved within that same task (before any scroll handler could put it back), and how far
 * the page scrolled.
 */
async function scrollUnder(content: Locator, by: number): Promise<{ scrolled: number; moved: number }> {
  await popoverEntered(content);
  return content.evaluate((element, by) => {
    const popover = element.closest('.bp6-popover')!;
    const before = popover.getBoundingClientRect().top;
    window.scrollBy(0, by);
    const moved = popover.getBoundingClientRect().top - before;
    const scrolled = window.scrollY;
    window.scrollTo(0, 0);
    return { scrolled, moved };
  }, by);
}

describe('popover placement', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await signedInPage(e2e));
  });

  it('opens the user menu below its button, right edges aligned (bottom-end)', async () => {
    const button = page.getByRole('button', { name: '超级管理员' });
    await button.click();
    const target = await boxOf(button);
    expectBottomEnd(await openPopover(page.getByRole('menuitem', { name: '个人中心' })), target);
    await escapeOverlay(page.getByRole('menuitem', { name: '个人中心' }));
  });

  it('keeps the user menu on its button while the page scrolls', async () => {
    await page.setViewportSize({ width: 1440, height: 480 });
    await page.getByRole('button', { name: '超级管理员' }).click();
    const item = page.getByRole('menuitem', { name: '个人中心' });
    expect(await scrollUnder(item, 200)).toEqual({ scrolled: 200, moved: 0 });
    await escapeOverlay(item);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('keeps the phone header’s 更多 menu on its button while the page scrolls', async () => {
    const phone = await e2e.newPage({ viewport: { width: 375, height: 740 } });
    const phoneErrors = collectConsoleErrors(phone);
    await signIn(e2e, phone);
    await phone.getByRole('button', { name: core.header.more }).click();
    expect(await scrollUnder(phone.getByRole('menuitem', { name: lockScreen.lock }), 300)).toEqual({
      scrolled: 300,
      moved: 0,
    });
    expect(phoneErrors).toEqual([]);
  });

  it('opens a collapsed sidebar flyout right of its icon, tops aligned (right-start), and keeps it there while the page scrolls', async () => {
    await toggleSidebar(page);
    const icon = page.getByRole('complementary').getByRole('button', { name: '系统管理' });
    await icon.hover();
    const target = await boxOf(icon);
    const popover = await openPopover(page.getByRole('menu', { name: '系统管理' }));
    expect(popover.x).toBeGreaterThanOrEqual(target.x + target.width - 1);
    expect(popover.x - (target.x + target.width)).toBeLessThanOrEqual(SLACK_PX);
    expect(Math.abs(popover.y - target.y)).toBeLessThanOrEqual(SLACK_PX);
    await page.setViewportSize({ width: 1440, height: 480 });
    expect(await scrollUnder(page.getByRole('menu', { name: '系统管理' }), 200)).toEqual({ scrolled: 200, moved: 0 });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.mouse.move(700, 400);
    await toggleSidebar(page);
  });

  it('opens the resource picker against its button, right edges aligned (bottom-end, flipped up where room is short)', async () => {
    await page.goto('/system/menu');
    await page.getByRole('main').getByText('用户管理', { exact: true }).click();
    const button = page.getByRole('button', { name: '选择操作 query 的资源' });
    await button.click();
    const target = await boxOf(button);
    expectBottomEnd(await openPopover(page.getByRole('checkbox', { name: 'GET /api/v1/users', exact: true })), target);
    await escapeOverlay(page.getByRole('checkbox', { name: 'GET /api/v1/users', exact: true }));
  });

  it('logged no errors in the browser', () => {
    expect(errors).toEqual([]);
  });
});
