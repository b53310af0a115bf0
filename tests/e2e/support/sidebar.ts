import type { Page } from 'playwright-core';

/**
 * The sidebar's width once its animation has settled. Until then its icons move under the
 * pointer: a hover aimed at one mid-collapse can end beside it once the sidebar is narrow.
 */
export async function sidebarWidth(page: Page): Promise<number> {
  await page.waitForFunction(() => {
    const aside = document.querySelector('aside');
    return aside !== null && getComputedStyle(aside).width === aside.style.width;
  });
  return (await page.getByRole('complementary').boundingBox())?.width ?? 0;
}

/** Collapses or expands the sidebar with the header's button; answers its settled width. */
export async function toggleSidebar(page: Page): Promise<number> {
  await page.getByRole('button', { name: '折叠侧边栏' }).click();
  return sidebarWidth(page);
}
