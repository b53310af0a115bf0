import type { PopoverNextProps } from '@blueprintjs/core';

/**
 * Where the header's menus open: below their button, right edges aligned, and fixed to the viewport
 * as the sticky header is. An absolutely placed menu scrolls with the page and is put back on its
 * button only a frame later, so a tap landing during a scroll (or a test runner's scroll into view)
 * can start on a menu item and end on the header beneath it.
 */
export const headerPopoverPlacement = {
  placement: 'bottom-end',
  positioningStrategy: 'fixed',
} as const satisfies Partial<PopoverNextProps>;
