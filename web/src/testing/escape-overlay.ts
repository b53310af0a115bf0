import { Classes } from '@blueprintjs/core';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

type Keyboard = Pick<typeof userEvent, 'keyboard'>;

/**
 * Closes an open Blueprint overlay (dialog, drawer) with Escape, as a keyboard user does. The
 * overlay listens for Escape on its own container and moves the focus there in an animation frame
 * after it opens, so a key pressed before that frame (a loaded machine delays it) reaches nothing.
 */
export async function escapeOverlay(overlay: HTMLElement, user: Keyboard = userEvent): Promise<void> {
  await waitFor(() => expect(overlay.closest(`.${Classes.OVERLAY}`)?.contains(document.activeElement)).toBe(true));
  await user.keyboard('{Escape}');
  // Blueprint unmounts it after its closing transition, which a loaded machine (the full suite on
  // two cores) can stretch past waitFor's default second.
  await waitFor(() => expect(overlay).not.toBeInTheDocument(), { timeout: 10_000 });
}
