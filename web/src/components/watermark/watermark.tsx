import { useEffect } from 'react';
import { guardElement } from './guard-element';
import { type TileTheme, TILE_HEIGHT, TILE_WIDTH, tileBackground } from './watermark-tile';

/** Props of {@link Watermark}. */
export interface WatermarkProps {
  /** The text of each tile, a line each. */
  lines: readonly string[];
  /** The theme the page is drawn in. */
  theme: TileTheme;
}

// Above Blueprint's overlays, drawers and toasts (z-index 20 to 40), whatever portal comes later.
const Z_INDEX = '2147483647';

/**
 * Tiles `lines` over the whole window, dialogs and drawers included, on an element of `<body>`
 * that lets every click through, that assistive technology skips, and that comes back when
 * removed or altered. Renders nothing itself: React does not own the element, so putting it back
 * never fights a render.
 */
export function Watermark({ lines, theme }: WatermarkProps) {
  const text = lines.join('\n');
  useEffect(() => {
    const element = document.createElement('div');
    return guardElement(document.body, element, {
      attributes: { class: 'app-watermark', 'aria-hidden': 'true' },
      style: {
        position: 'fixed',
        inset: '0',
        'z-index': Z_INDEX,
        'pointer-events': 'none',
        'background-image': tileBackground(text.split('\n'), theme),
        'background-repeat': 'repeat',
        'background-size': `${TILE_WIDTH}px ${TILE_HEIGHT}px`,
      },
    });
  }, [text, theme]);
  return null;
}
