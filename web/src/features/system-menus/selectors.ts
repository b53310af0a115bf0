import type { RootState } from '@/lib/store';
import { selectSystemMenus } from './slice';

/** The menu tree's state (its `items` are the roots). */
export const selectMenuTree = (state: RootState) => selectSystemMenus(state).tree;
/** The resources an action can open. */
export const selectResourceOptions = (state: RootState) => selectSystemMenus(state).resources;
