import type { Locator } from 'playwright-core';

/**
 * Closes an open Blueprint overlay (dialog, drawer, popover) with Escape, as a keyboard user does,
 * and waits until it is gone. The overlay listens for Escape on its own container and moves the
 * focus there in an animation frame after it opens, so a key pressed before that frame (a loaded
 * machine delays it) reaches nothing.
 */
export async function escapeOverlay(overlay: Locator): Promise<void> {
  const page = overlay.page();
  await page.waitForFunction(
    (node) => node?.closest('.bp6-overlay')?.contains(document.activeElement) === true,
    await overlay.elementHandle(),
  );
  await page.keyboard.press('Escape');
  await overlay.waitFor({ state: 'hidden' });
}

/**
 * Waits until an overlay (a drawer, a dialog) has finished sliding or fading in. Until then its
 * controls move, and a click forced past Blueprint's own indicator (which skips Playwright's wait
 * for a still element) can land outside the viewport: a loaded machine stretches that window.
 */
export async function overlayEntered(overlay: Locator): Promise<void> {
  await overlay.waitFor();
  await overlay.page().waitForFunction(
    (node) => {
      const content = node?.closest('.bp6-overlay-content');
      return (
        content?.classList.contains('bp6-overlay-enter-done') === true &&
        content.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running')
      );
    },
    await overlay.elementHandle(),
  );
}

/**
 * Waits until the popover holding `content` has finished opening (Blueprint marks its container
 * `enter-done`), and answers the popover. Until then it scales in under the pointer, and it takes
 * the focus a frame after it opens.
 */
export async function popoverEntered(content: Locator): Promise<Locator> {
  const container = content
    .page()
    .locator('.bp6-popover-transition-container.bp6-popover-enter-done')
    .filter({ has: content });
  await container.waitFor();
  return container.locator('.bp6-popover');
}
