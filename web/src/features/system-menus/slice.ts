import { combineReducers } from '@reduxjs/toolkit';
import { createCrudSlice, createOptionsSlice } from '@/features/crud';
import { signedInState } from '@/features/session';
import { type ListUrl, keywordParam } from '@/components/crud/list-query-params';
import { type MenuNode, type MenuParam, type MenuQuery, fetchResourceOptions } from './api';

/** The menu tree: events `systemMenus/...`. */
export const menusSlice = createCrudSlice<MenuNode, MenuQuery, MenuParam, MenuParam>('systemMenus', {});

/** The menu search in the URL: `?q=`. */
export const menusUrl: ListUrl<MenuQuery> = { params: { queryValue: keywordParam } };

/** The resources actions can open: events `systemMenus/resourceOptions/...`. */
export const resourceOptions = createOptionsSlice('systemMenus/resourceOptions', fetchResourceOptions);

/** The feature's state, forgotten on sign-out: the tree and the resource choices. */
export const systemMenusState = signedInState(
  'systemMenus',
  combineReducers({ tree: menusSlice.reducer, resources: resourceOptions.reducer }),
);
