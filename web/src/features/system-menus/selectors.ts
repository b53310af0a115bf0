import type { RootState } from '@/lib/store';
import { systemMenusState, menusSlice, menusUrl } from './slice';

/** The menu tree's state (its `items` are the roots). */
export const selectMenuTree = (state: RootState) => systemMenusState.select(state).tree;
/** The resources an action can open. */
export const selectResourceOptions = (state: RootState) => systemMenusState.select(state).resources;
/** The menu tree as its page binds it: the slice, its state, its search in the URL. */
export const menuTreeList = { slice: menusSlice, selectState: selectMenuTree, url: menusUrl };
