import { createSelector, createSlice } from '@reduxjs/toolkit';
import { fieldSelectors, bindSlice } from '@/lib/store';
import { selectMenuRoutes } from '@/features/menu';
import { pageNameAt, searchPages } from './search-pages';

/** Whether menu search is open: the header button, the phone menu's item and Ctrl+K open it. */
export interface MenuSearchState {
  open: boolean;
}

export const initialMenuSearchState: MenuSearchState = { open: false };

/** The menu search slice; tests run its reducer alone. */
export const menuSearchSlice = createSlice({
  name: 'menuSearch',
  initialState: initialMenuSearchState,
  reducers: {
    menuSearchOpened(state) {
      state.open = true;
    },
    menuSearchClosed(state) {
      state.open = false;
    },
  },
  selectors: fieldSelectors<MenuSearchState>()({ selectMenuSearchOpen: 'open' }),
});

/** The slice's actions and selectors (the feature registers its state: see its index). */
export const { selectMenuSearchOpen, menuSearchOpened, menuSearchClosed } = bindSlice(menuSearchSlice);

/** The pages menu search offers, once per menu tree. */
export const selectSearchPages = createSelector([selectMenuRoutes], searchPages);
/** Page path → route name: which visits count as opening a page. */
export const selectSearchPageNameOf = createSelector(
  [selectMenuRoutes],
  (routes) => (path: string) => pageNameAt(routes, path),
);
