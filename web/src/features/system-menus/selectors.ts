import type { RootState } from '../../app/store';

/** The menu tree's state (its `items` are the roots). */
export const selectMenuTree = (state: RootState) => state.systemMenus.tree;
/** The resources an action can open. */
export const selectResourceOptions = (state: RootState) => state.systemMenus.resources;
