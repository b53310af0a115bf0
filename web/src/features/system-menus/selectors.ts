import { injectedSystemMenus } from './slice';

/** The menu tree's state (its `items` are the roots). */
export const selectMenuTree = injectedSystemMenus.selector((state) => state.systemMenus.tree);
/** The resources an action can open. */
export const selectResourceOptions = injectedSystemMenus.selector((state) => state.systemMenus.resources);
