/** An id from a menu path (lowercase segments and dashes): `/system/user` → `system--user`. */
const slug = (path: string): string => path.replace(/^\//, '').replace(/\//g, '--');

/** The DOM id of the tab of page `path`. */
export const tabId = (path: string): string => `app-tab-${slug(path)}`;

/** The DOM id of the panel that holds page `path`. */
export const panelId = (path: string): string => `app-tab-panel-${slug(path)}`;
