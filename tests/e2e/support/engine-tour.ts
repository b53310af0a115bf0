/**
 * The tour staff take in every engine, driven through `EngineDriver`: sign in as root through
 * the captcha, open a page from the sidebar, open and cancel a CRUD dialog, switch to English and
 * to the dark theme, run the engine's own quirk checks, open the phone drawer at 375 px and sign
 * out. Every step waits for what it expects to be drawn on screen, so a stylesheet that hides it
 * fails the tour.
 */
import { core as enUSCore } from '@/i18n/en-US/core';
import { theme as enUSTheme } from '@/i18n/en-US/theme';
import { LANGUAGE_NAMES } from '@/i18n/language';
import { a11y as zhCNA11y } from '@/i18n/zh-CN/a11y';
import { core as zhCNCore } from '@/i18n/zh-CN/core';
import { dataTable as zhCNDataTable } from '@/i18n/zh-CN/data-table';
import { systemUsers as zhCNUsers } from '@/i18n/zh-CN/system-users';
import { ROOT_USER } from './app';
import {
  type EngineDriver,
  animationsEnded,
  clickVisible,
  screenshotPath,
  visible,
  waitForGone,
  waitForPath,
  waitUntil,
} from './engine-driver';
import type { QuirkCheck } from './engine-quirks';
import { CAPTCHA_CODE } from './stack';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** The seeded menu's titles the tour opens (mock-server's seed), in zh-CN and, for the drawer, en-US. */
const SYSTEM = '系统管理';
const USERS = '用户管理';
const DASHBOARD_EN = 'Dashboard';

/**
 * Takes the tour from the login page; screenshots go to `.cache/engines/<engine>/`. `checkQuirks`
 * runs on a desktop page in English and the dark theme.
 */
export async function tour(driver: EngineDriver, engine: string, checkQuirks?: QuirkCheck): Promise<void> {
  const shot = async (name: string) => {
    // An overlay's fade-in would be caught half drawn.
    await animationsEnded(driver);
    await driver.screenshot(screenshotPath(engine, name));
  };

  await driver.resize(DESKTOP.width, DESKTOP.height);
  await signIn(driver);
  await shot('dashboard');

  await clickVisible(driver, '[role="menuitem"]', SYSTEM);
  await clickVisible(driver, '[role="menuitem"]', USERS);
  await waitForPath(driver, '/system/user');
  await visible(driver, 'h1', USERS);

  await clickVisible(driver, 'button', zhCNUsers.add);
  await visible(driver, '[role="dialog"] .bp6-dialog-header', zhCNUsers.createTitle);
  await shot('user-dialog');
  await clickVisible(driver, '[role="dialog"] button', zhCNDataTable.cancel);
  await waitForGone(driver, '.bp6-dialog');

  await clickVisible(driver, 'button', format(zhCNCore.language.switchTo, LANGUAGE_NAMES['en-US']));
  await waitUntil(driver, '<html lang="en-US">', () => document.documentElement.lang === 'en-US', []);
  await clickVisible(driver, 'button', enUSTheme.toDark);
  await waitUntil(driver, 'the dark theme', () => document.documentElement.classList.contains('bp6-dark'), []);
  await visible(driver, 'button', enUSTheme.toLight);
  await shot('english-dark');
  await checkQuirks?.(driver, engine);

  await driver.resize(PHONE.width, PHONE.height);
  await waitUntil(driver, `a ${PHONE.width} px wide viewport`, (width) => window.innerWidth === width, [PHONE.width]);
  // The layout slides to its phone width (the content's margin, the header): a click aimed at the
  // menu button mid-slide can miss it, and the drawer never opened in two loaded WebKit runs.
  await animationsEnded(driver);
  await clickVisible(driver, 'button', enUSCore.header.openNavigation);
  // The drawer, then its items: a time-out says which of the two never showed.
  const drawer = `[role="dialog"][aria-label="${enUSCore.header.navigation}"]`;
  await visible(driver, drawer);
  await visible(driver, `${drawer} [role="menuitem"]`);
  await shot('phone-drawer');
  await clickVisible(driver, '[role="dialog"] [role="menuitem"]', DASHBOARD_EN);
  await waitForPath(driver, '/dashboard');
  await waitForGone(driver, '.bp6-drawer');

  await driver.resize(DESKTOP.width, DESKTOP.height);
  // As on the phone: the layout slides back to its desktop width, and the menu grows from its
  // button as it opens; a click aimed at either mid-animation can land beside it.
  await animationsEnded(driver);
  await clickVisible(driver, '.app-user-button');
  await visible(driver, '[role="menuitem"]', enUSCore.header.logout);
  await animationsEnded(driver);
  await clickVisible(driver, '[role="menuitem"]', enUSCore.header.logout);
  await waitForPath(driver, '/login');
  await visible(driver, '#login-userName');
  await shot('signed-out');
}

/** Fills `{language}` in a catalogue text. */
function format(text: string, language: string): string {
  return text.replace('{language}', language);
}

/** Signs in as root on the zh-CN login page once its captcha image has loaded. */
async function signIn(driver: EngineDriver): Promise<void> {
  await driver.type(await visible(driver, '#login-userName'), ROOT_USER.userName);
  await driver.type(await visible(driver, '#login-password'), ROOT_USER.password);
  await driver.type(await visible(driver, '#login-captchaCode'), CAPTCHA_CODE);
  // The form needs the captcha's id, which arrives with its image.
  await waitUntil(
    driver,
    'the captcha image',
    (name) => Array.from(document.images).some((image) => image.alt === name && image.complete),
    [zhCNCore.login.captchaImage],
  );
  await clickVisible(driver, 'button[type="submit"]', zhCNCore.login.submit);
  await waitForPath(driver, '/dashboard');
  await visible(driver, `nav[aria-label="${zhCNA11y.breadcrumb}"]`);
}
