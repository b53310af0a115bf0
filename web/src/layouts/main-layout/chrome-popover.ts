import type { PopoverNextProps } from '@blueprintjs/core';

/**
 * For a menu opened from the layout's chrome (the sticky header, the fixed sidebar): fixed to the
 * viewport as its button is. An absolutely placed menu scrolls with the page and is put back on its
 * button only a frame later, so a tap landing during a scroll (or a test runner's scroll into view)
 * can start on a menu item and end on whatever lay beneath it.
 */
export const chromePopover = { positioningStrategy: 'fixed' } as const satisfies Partial<PopoverNextProps>;
