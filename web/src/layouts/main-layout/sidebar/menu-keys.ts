import type { KeyboardEvent } from 'react';

const ITEM = '[role="menuitem"]';

/** The menu's items a user can reach now: those of closed groups are not rendered or not shown. */
function visibleItems(menu: Element): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>(ITEM)).filter((item) => item.getClientRects().length > 0);
}

/** The item that opens the group `item` sits in (the expanded sidebar's `li.app-submenu` follows it). */
function groupOwner(item: HTMLElement): HTMLElement | null {
  const submenu = item.closest('[role="group"]')?.parentElement;
  return submenu?.previousElementSibling?.querySelector<HTMLElement>(ITEM) ?? null;
}

/**
 * The menu pattern's arrow keys on the sidebar's menus (the expanded menu and the collapsed
 * sidebar's flyouts), on top of Tab, Enter and Space, which reach and open every item already:
 * ArrowDown/ArrowUp move to the next/previous shown item (wrapping), Home/End to the first/last;
 * ArrowRight opens a closed group or enters an open one; ArrowLeft closes an open group or goes
 * back to the group an item sits in.
 */
export function handleMenuKeys(event: KeyboardEvent<HTMLElement>): void {
  const item = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>(ITEM) : null;
  const menu = item?.closest('[role="menu"]');
  if (!item || !menu) return;
  const items = visibleItems(menu);
  const index = items.indexOf(item);
  const expanded = item.getAttribute('aria-expanded');
  let next: HTMLElement | null | undefined;
  switch (event.key) {
    case 'ArrowDown':
      next = items[(index + 1) % items.length];
      break;
    case 'ArrowUp':
      next = items[(index - 1 + items.length) % items.length];
      break;
    case 'Home':
      next = items[0];
      break;
    case 'End':
      next = items[items.length - 1];
      break;
    case 'ArrowRight':
      if (expanded === 'false') item.click();
      else if (expanded === 'true') next = items[index + 1];
      else return;
      break;
    case 'ArrowLeft':
      if (expanded === 'true') item.click();
      else next = groupOwner(item);
      if (expanded !== 'true' && !next) return;
      break;
    default:
      return;
  }
  event.preventDefault();
  next?.focus();
}
