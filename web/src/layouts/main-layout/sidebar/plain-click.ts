import type { MouseEvent } from 'react';

/**
 * Whether a click on an in-app link is a plain left click, which the app navigates itself; with a
 * modifier or another button the browser keeps its own meaning (new tab, new window).
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);
}
