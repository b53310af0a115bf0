/**
 * The main layout in a real Chromium: the menu each account sees, the sidebar collapsed and
 * expanded, its accordion and flyouts, the breadcrumb, the header's controls and the 404 page.
 */
import type { Locator, Page } from 'playwright-core';
import { STAFF_USER, errorInLayout, login, signedInPage, waitForPath, signIn } from './support/app';
import { screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';
import { popoverEntered } from './support/overlay';
import { sidebarWidth } from './support/sidebar';
import { a11y } from '@/i18n/zh-CN/a11y';

jest.setTimeout(60_000);

const e2e = useE2e();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const sidebar = (page: Page) => page.getByRole('complementary');
const menuItem = (page: Page, name: string) => sidebar(page).getByRole('menuitem', { name, exact: true });

async function visible(locator: Locator): Promise<boolean> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

describe('signed in as root', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await signedInPage(e2e));
  });

  it('opens the dashboard with its figures and the export button', async () => {
    expect(pathOf(page)).toBe('/dashboard');
    expect(await visible(page.getByRole('img', { name: /^近 14 天登录趋势/ }))).toBe(true);
    expect(await visible(page.getByRole('button', { name: '导出 CSV' }))).toBe(true);
    await screenshot(page, 'dashboard-root');
  });

  it('downloads the figures as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('dashboard.csv');
  });

  it('shows the whole menu, hidden routes left out', async () => {
    for (const title of ['仪表盘', '系统管理', '组件示例', '地图', '列表页', '文档']) {
      expect(await visible(menuItem(page, title))).toBe(true);
    }
    expect(await menuItem(page, '个人页').count()).toBe(0);
  });

  it('opens the documentation link in a new window without access to this one', async () => {
    const docs = menuItem(page, '文档');
    expect(await docs.getAttribute('target')).toBe('_blank');
    expect(await docs.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await docs.getAttribute('href')).toMatch(/^https?:\/\//);
  });

  it('opens one branch at a time (accordion) and navigates by route name', async () => {
    await menuItem(page, '系统管理').click();
    expect(await visible(menuItem(page, '角色管理'))).toBe(true);
    await menuItem(page, '组件示例').click();
    expect(await visible(menuItem(page, '数字动画'))).toBe(true);
    await menuItem(page, '角色管理').waitFor({ state: 'detached' });
    await menuItem(page, '数字动画').click();
    await waitForPath(page, '/components-demo/count-to');
    await screenshot(page, 'accordion');
  });

  it('shows the matched routes in the breadcrumb, each a link back', async () => {
    const crumbs = page.getByRole('navigation', { name: a11y.breadcrumb });
    await crumbs.getByText('数字动画').waitFor();
    expect((await crumbs.getByRole('listitem').allInnerTexts()).map((text) => text.trim())).toEqual([
      '首页',
      '组件示例',
      '数字动画',
    ]);
    await crumbs.getByRole('link', { name: '首页' }).click();
    await waitForPath(page, '/dashboard');
  });

  it('collapses the sidebar to 64 px with icon tooltips and flyouts, and expands it to 256 px', async () => {
    expect(await sidebarWidth(page)).toBe(256);
    await page.getByRole('button', { name: '折叠侧边栏' }).click();
    expect(await sidebarWidth(page)).toBe(64);
    expect(await menuItem(page, '系统管理').count()).toBe(0);

    await sidebar(page).getByRole('button', { name: '仪表盘' }).hover();
    expect(await visible(page.locator('.bp6-tooltip').filter({ hasText: '仪表盘' }))).toBe(true);

    await sidebar(page).getByRole('button', { name: '系统管理' }).hover();
    const flyout = page.getByRole('menu', { name: '系统管理' });
    expect(await visible(flyout)).toBe(true);
    await screenshot(page, 'sidebar-collapsed-flyout');
    await flyout.getByRole('menuitem', { name: '资源管理' }).click();
    await waitForPath(page, '/system/resource');

    await page.getByRole('button', { name: '折叠侧边栏' }).click();
    expect(await sidebarWidth(page)).toBe(256);
  });

  it('keeps the sidebar collapsed across a reload', async () => {
    await page.getByRole('button', { name: '折叠侧边栏' }).click();
    expect(await sidebarWidth(page)).toBe(64);
    await page.reload();
    expect(await sidebarWidth(page)).toBe(64);
    await page.getByRole('button', { name: '折叠侧边栏' }).click();
    expect(await sidebarWidth(page)).toBe(256);
  });

  it('opens 个人中心 and 个人设置 from the user menu', async () => {
    await page.getByRole('button', { name: '超级管理员' }).click();
    await popoverEntered(page.getByRole('menuitem', { name: '个人中心' }));
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await waitForPath(page, '/user-page/user-center');
    expect(await visible(page.getByRole('table', { name: '个人中心' }).getByText('root', { exact: true }))).toBe(true);
    await screenshot(page, 'user-center');

    await page.getByRole('button', { name: '超级管理员' }).click();
    await popoverEntered(page.getByRole('menuitem', { name: '个人设置' }));
    await page.getByRole('menuitem', { name: '个人设置' }).click();
    await waitForPath(page, '/user-page/user-set');
    expect(await visible(page.getByRole('form', { name: '修改密码' }))).toBe(true);
  });

  it('checks the new password before sending it', async () => {
    const form = page.getByRole('form', { name: '修改密码' });
    await form.getByLabel('原密码').fill('abc-123');
    await form.getByLabel('新密码', { exact: true }).fill('abc-123');
    await form.getByLabel('确认新密码').fill('abc-124');
    await form.getByRole('button', { name: '修改密码' }).click();
    expect(await visible(form.getByText('新密码不能与原密码相同'))).toBe(true);
    expect(await visible(form.getByText('两次输入的新密码不一致'))).toBe(true);
    await screenshot(page, 'user-set-validation');
  });

  it('saves the profile and shows it in the header', async () => {
    const form = page.getByRole('form', { name: '基本资料' });
    await form.getByLabel('姓名').fill('超级管理员甲');
    await form.getByRole('button', { name: '保存' }).click();
    expect(await visible(form.getByRole('status').filter({ hasText: '个人信息已更新' }))).toBe(true);
    expect(await visible(page.getByRole('button', { name: '超级管理员甲' }))).toBe(true);
    await form.getByLabel('姓名').fill('超级管理员');
    await form.getByRole('button', { name: '保存' }).click();
    expect(await visible(page.getByRole('button', { name: '超级管理员', exact: true }))).toBe(true);
  });

  it("follows the browser's full-screen state, whichever way it changes", async () => {
    await page.getByRole('button', { name: '全屏', exact: true }).click();
    expect(await visible(page.getByRole('button', { name: '退出全屏' }))).toBe(true);
    await page.evaluate(() => document.exitFullscreen());
    expect(await visible(page.getByRole('button', { name: '全屏', exact: true }))).toBe(true);
  });

  it('uploads an avatar of at most 64 KB as a data URL, and refuses a larger one', async () => {
    const form = page.getByRole('form', { name: '基本资料' });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const input = form.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([png, Buffer.alloc(70 * 1024)]),
    });
    expect(await visible(form.getByText('头像图片不能超过 64 KB'))).toBe(true);

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('button', { name: '保存' }).click();
    expect(await visible(form.getByRole('status').filter({ hasText: '个人信息已更新' }))).toBe(true);
    const headerAvatar = page.getByRole('button', { name: '超级管理员', exact: true }).locator('img');
    expect(await headerAvatar.getAttribute('src')).toBe(`data:image/png;base64,${png.toString('base64')}`);
  });

  it('shows an unknown path the 404 page in the layout, the address kept, with a way back and home', async () => {
    await page.goto('/dashboard');
    await page.goto('/no/such/page');
    expect(await errorInLayout(page, '404')).toBe('/no/such/page');
    expect(await visible(page.getByText('抱歉，您访问的页面不存在'))).toBe(true);
    await screenshot(page, 'not-found');
    await page.getByRole('button', { name: '返回上一页' }).click();
    await waitForPath(page, '/dashboard');
    await page.goto('/no/such/page');
    await page.getByRole('button', { name: '返回首页' }).click();
    await waitForPath(page, '/dashboard');
    await page.goto('/404');
    expect(await visible(page.getByRole('heading', { level: 1, name: '404' }))).toBe(true);
  });

  it('follows /redirect/<path> to the path', async () => {
    await page.goto('/redirect/user-page/user-center');
    await waitForPath(page, '/user-page/user-center');
  });

  it('runs the offline service worker, which caches the app shell and no API answer', async () => {
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
    expect(script).toBe(`${e2e.stack.baseUrl}/sw.js`);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);
  });

  it('logged no errors in the browser', () => {
    expect(errors).toEqual([]);
  });
});

describe('signed in as staff', () => {
  let page: Page;

  beforeAll(async () => {
    page = await e2e.newPage();
    await signIn(e2e, page, STAFF_USER);
  });

  it('sees less of the menu, a lone child in place of its parent', async () => {
    expect(await visible(menuItem(page, '用户管理'))).toBe(true);
    for (const title of ['组件示例', '列表页', '文档']) expect(await visible(menuItem(page, title))).toBe(true);
    expect(await menuItem(page, '系统管理').count()).toBe(0);
    expect(await menuItem(page, '地图').count()).toBe(0);
    await screenshot(page, 'dashboard-staff');
  });

  it('does not get the permission-gated export button', async () => {
    expect(await visible(page.getByRole('button', { name: '刷新' }))).toBe(true);
    expect(await visible(page.getByRole('img', { name: /^近 14 天登录趋势/ }))).toBe(true);
    expect(await page.getByRole('button', { name: '导出 CSV' }).count()).toBe(0);
  });

  it('changes its password, and the new one logs in', async () => {
    await page.goto('/user-page/user-set');
    const change = async (oldPassword: string, newPassword: string) => {
      const form = page.getByRole('form', { name: '修改密码' });
      await form.getByLabel('原密码').fill(oldPassword);
      await form.getByLabel('新密码', { exact: true }).fill(newPassword);
      await form.getByLabel('确认新密码').fill(newPassword);
      await form.getByRole('button', { name: '修改密码' }).click();
      expect(await visible(form.getByRole('status').filter({ hasText: '密码已修改' }))).toBe(true);
    };
    await change(STAFF_USER.password, 'staff-456');
    const other = await e2e.newPage();
    await login(other, STAFF_USER.userName, 'staff-456');
    expect(pathOf(other)).toBe('/dashboard');
    await change('staff-456', STAFF_USER.password);
  });

  it('is shown the 401 page for a page of the product its menu does not hold (not 404: the page exists)', async () => {
    await page.goto('/system/menu');
    expect(await errorInLayout(page, '401')).toBe('/system/menu');
  });
});
