/**
 * Menu search: Ctrl+K (⌘K) or the header's button opens an omnibar over the pages the user may
 * open, matched on title, path and pinyin initials, recent pages first. `MenuSearch` is mounted once
 * in the signed-in layout; the omnibar's chunk loads on first use.
 */
import type { Feature } from '@/lib/store';
import { menuSearchSlice } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { menuSearchSlice };

/** Whether the omnibar is open, as the store holds it: registered by the main layout. */
export const menuSearchFeature: Feature = { key: 'menuSearch', state: [menuSearchSlice] };

export { MenuSearch } from './components/menu-search';
export { MenuSearchButton, MenuSearchMenuItem } from './components/menu-search-button';
export { menuSearchOpened, selectMenuSearchOpen } from './slice';
