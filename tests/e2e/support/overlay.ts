import type { Locator } from 'playwright-core';

/**
 * Closes an open Blueprint overlay (dialog, drawer, popover) with Escape, as a keyboard user does,
 * and waits until it is gone. The overlay listens for Escape on its own container and moves the
 * focus there in an animation frame after it opens, so a key pressed before that frame (a loaded
 * machine delays it) reaches nothing.
 */
export async function escapeOverlay(overlay: Locator): Promise<void> {
  await overlay.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const focused = () => (node.closest('.bp6-overlay')?.contains(document.activeElement) ? resolve() : requestAnimationFrame(focused));
        focused();
      }),
  );
  await overlay.page().keyboard.press('Escape');
  await overlay.waitFor({ state: 'hidden' });
}
