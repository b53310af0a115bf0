import type { MouseEvent } from 'react';
import type { MenuEntry } from '@/features/menu';

/**
 * Whether a click on an in-app link is a plain left click, which the app navigates itself; with a
 * modifier or another button the browser keeps its own meaning (new tab, new window).
 */
function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);
}

/**
 * The props that make a menu entry's element its link: an external `href` opens in a new window
 * without access to this one; an in-app entry is a real link (middle-click works) whose plain
 * click navigates by route name.
 */
export function entryLinkProps(entry: MenuEntry, onNavigate: (name: string) => void) {
  if (entry.href) return { href: entry.href, target: '_blank', rel: 'noopener noreferrer' };
  return {
    href: entry.path,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onNavigate(entry.name);
    },
  };
}
