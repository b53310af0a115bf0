/**
 * The dashboard's layout in a real Chromium: at 1440×900 its cards fill the first screen, in the
 * light and the dark theme; at 375 px it is one column and every label of its chart is drawn at
 * 11 px or more on screen (the chart is drawn at its width, not scaled down to it).
 */
import type { Page } from 'playwright-core';
import { zhCN } from '@/i18n/zh-CN';
import { ROOT_USER, signIn } from './support/app';
import { collectConsoleErrors, screenshot, transitionsEnded } from './support/browser';
import { useE2e } from './support/e2e-session';
import { openRoute } from './support/routes';

jest.setTimeout(120_000);

const e2e = useE2e();
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 740 };
const chart = (page: Page) => page.getByRole('img', { name: /^近 14 天登录趋势/ });

/** The bottom edge of the dashboard's lowest card, in viewport pixels. */
const contentBottom = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('.app-dashboard .bp6-card')].map((card) => card.getBoundingClientRect().bottom),
    ),
  );

/** The size each text of the chart is drawn at on screen: its CSS font size times the SVG's scale. */
const chartTextSizes = (page: Page) =>
  page.locator('.app-trend__svg text').evaluateAll((texts) =>
    texts.map((text) => {
      const scale = (text as SVGTextElement).getScreenCTM()?.a ?? 1;
      return Number.parseFloat(getComputedStyle(text).fontSize) * scale;
    }),
  );

let page: Page;
let errors: string[];

beforeAll(async () => {
  page = await e2e.newPage({ viewport: DESKTOP });
  errors = collectConsoleErrors(page);
  await signIn(e2e, page, ROOT_USER);
});

afterAll(() => expect(errors).toEqual([]));

it('fills the first screen at 1440×900 with its figures, trend, breakdown and latest sign-ins', async () => {
  await openRoute(page, '/dashboard');
  await chart(page).waitFor();
  expect(await page.locator('.app-kpi').count()).toBeGreaterThanOrEqual(4);
  expect(await page.getByRole('heading', { name: '最近登录' }).count()).toBe(1);
  await screenshot(page, 'dashboard-desktop-light', false);
  expect(await contentBottom(page)).toBeGreaterThanOrEqual(DESKTOP.height * 0.8);
});

it('draws the same in the dark theme', async () => {
  await page.getByRole('button', { name: zhCN.theme.toDark }).click();
  await page.waitForFunction(() => document.documentElement.classList.contains('bp6-dark'));
  await transitionsEnded(page);
  await screenshot(page, 'dashboard-desktop-dark', false);
  expect(await contentBottom(page)).toBeGreaterThanOrEqual(DESKTOP.height * 0.8);
  await page.getByRole('button', { name: zhCN.theme.toLight }).click();
});

it('at 375 px lays the cards out in one column and draws every chart label at 11 px or more', async () => {
  await page.setViewportSize(PHONE);
  await page.waitForFunction(() => (document.querySelector('.app-trend__svg')?.clientWidth ?? 1000) < 375);
  // The chart redraws for its new width: its labels are read once every one of them has a size.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.app-trend__svg text')].every((text) => getComputedStyle(text).fontSize !== ''),
  );
  const lefts = await page
    .locator('.app-kpi')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().left));
  expect(new Set(lefts).size).toBe(1);
  const sizes = await chartTextSizes(page);
  expect(sizes.length).toBeGreaterThan(3);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  await screenshot(page, 'dashboard-phone');
});
