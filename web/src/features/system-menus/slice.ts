import { combineReducers } from '@reduxjs/toolkit';
import { createCrudSlice } from '../../components/crud/create-crud-slice';
import { resetOnSignOut } from '../../components/crud/reset-on-sign-out';
import { createOptionsSlice } from '../../components/crud/create-options-slice';
import { type MenuNode, type MenuParam, type MenuQuery, fetchResourceOptions } from './api';

/** The menu tree: events `systemMenus/...`. */
export const menusSlice = createCrudSlice<MenuNode, MenuQuery, MenuParam, MenuParam>('systemMenus', {});

/** The resources actions can open: events `systemMenus/resourceOptions/...`. */
export const resourceOptions = createOptionsSlice('systemMenus/resourceOptions', fetchResourceOptions);

/** The feature's state, forgotten on sign-out: the tree and the resource choices. */
export const systemMenusReducer = resetOnSignOut(combineReducers({ tree: menusSlice.reducer, resources: resourceOptions.reducer }));
