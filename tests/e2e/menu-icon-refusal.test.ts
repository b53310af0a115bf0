/**
 * An unknown icon name in the menu form (系统管理 → 菜单管理, as root), in a real Chromium: the form
 * refuses it in zh-CN before sending; and when a request gets past the form with one, the server's
 * `unknown_icon` refusal is told in zh-CN from the catalogue, never in the server's English.
 */
import type { Page, Request } from 'playwright-core';
import { messages } from '@/i18n';
import * as pageTexts from '@/i18n/page-messages';
import { signedInPage } from './support/app';
import { useE2e } from './support/e2e-session';

jest.setTimeout(60_000);

const e2e = useE2e();

const UNKNOWN_ICON = 'no-such-icon';

describe('an unknown icon name in the menu form', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await signedInPage(e2e));
    await page.goto('/system/menu');
    await page.getByRole('main').getByText('用户管理', { exact: true }).click();
    await page.getByRole('form', { name: '编辑菜单' }).waitFor();
  });

  it('is refused by the form with the catalogue text, and nothing is sent', async () => {
    const form = page.getByRole('form', { name: '编辑菜单' });
    const sent: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'PUT') sent.push(request.url());
    };
    page.on('request', onRequest);
    await form.getByLabel(/^图标/).fill(UNKNOWN_ICON);
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText(pageTexts.systemMenus.iconUnknown, { exact: true }).waitFor();
    expect(await form.getByLabel(/^图标/).getAttribute('aria-invalid')).toBe('true');
    page.off('request', onRequest);
    expect(sent).toEqual([]);
  });

  it("tells the server's unknown_icon refusal in zh-CN, when a request gets past the form with one", async () => {
    const form = page.getByRole('form', { name: '编辑菜单' });
    const icon = form.getByLabel(/^图标/);
    // The form sends a known name; on its way the request is given the unknown one, as a client
    // that skips the form's check would send it.
    await page.route('**/api/v1/menus/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'PUT') return route.fallback();
      return route.fallback({
        postData: JSON.stringify({ ...(request.postDataJSON() as object), icon: UNKNOWN_ICON }),
      });
    });
    await icon.fill('person');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText(messages.request.reasons.unknown_icon, { exact: true }).first().waitFor();
    expect(await page.getByText(/not a Blueprint icon/).count()).toBe(0);
    await page.unrouteAll();
  });

  it('logged no error in the browser but the refused call', () => {
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });
});
