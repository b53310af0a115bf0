import { Classes } from '@blueprintjs/core';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

type Keyboard = Pick<typeof userEvent, 'keyboard'>;

/**
 * Waits until the focus is inside an open Blueprint overlay (dialog, drawer, popover). The overlay
 * moves it there in an animation frame after it opens and listens for keys on its own container,
 * so a key pressed before that frame (a loaded machine delays it) reaches the page behind instead.
 */
export async function overlayFocused(overlay: HTMLElement): Promise<void> {
  await waitFor(() => expect(overlay.closest(`.${Classes.OVERLAY}`)?.contains(document.activeElement)).toBe(true));
}

/**
 * Waits until what `find` answers has left the document. Blueprint removes a closing overlay or a
 * folding branch only once its transition has ended, on a timer that a loaded machine (the full
 * suite on two cores) can stretch past waitFor's default second; the longer bound here only
 * detects a hang.
 */
export async function transitionedOut(find: () => Element | null): Promise<void> {
  await waitFor(() => expect(find()).not.toBeInTheDocument(), { timeout: 10_000 });
}

/** Closes an open overlay with Escape, as a keyboard user does, and waits until it is gone. */
export async function escapeOverlay(overlay: HTMLElement, user: Keyboard = userEvent): Promise<void> {
  await overlayFocused(overlay);
  await user.keyboard('{Escape}');
  await transitionedOut(() => overlay);
}
