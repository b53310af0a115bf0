/**
 * The tabs feature's public surface: the pages a user opened, per user, stored in this browser,
 * fitted to the menu as it changes. The main layout's tab bar draws them and keeps their pages alive.
 */
import type { Feature } from '@/lib/store';
import { tabsSaga } from './sagas';
import { tabsSlice } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { tabsSlice };

/** The open tabs as the store holds them, kept per user in this browser: registered by the main layout. */
export const tabsFeature: Feature = { key: 'tabs', state: [tabsSlice], saga: tabsSaga };

export { type OpenTab, neighbourAfterClosing, tabUrl } from './tab-list';
export { isHomePath } from './tabs-storage';
export { allTabsClosed, otherTabsClosed, tabClosed, tabOpened, tabReloaded, tabsToRightClosed } from './slice';
export { type ShownTab, useOpenTabs } from './use-open-tabs';
