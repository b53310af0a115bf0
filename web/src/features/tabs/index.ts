/**
 * The tabs feature's public surface: the pages a user opened, per user, stored in this browser,
 * fitted to the menu as it changes. The main layout's tab bar draws them and keeps their pages alive.
 */
export { type OpenTab, neighbourAfterClosing, tabUrl } from './tab-list';
export { isHomePath } from './tabs-storage';
export { allTabsClosed, otherTabsClosed, tabClosed, tabOpened, tabReloaded, tabsToRightClosed } from './slice';
export { type ShownTab, useOpenTabs } from './use-open-tabs';
