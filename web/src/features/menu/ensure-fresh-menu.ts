import type { Store } from '@reduxjs/toolkit';
import type { RootState } from '@/lib/store';
import {
  navigationSettled,
  refreshRequested,
  selectMenuAnsweredThisNavigation,
  selectMenuRefreshing,
} from './freshness-slice';

type MenuStore = Pick<Store<RootState>, 'getState' | 'dispatch' | 'subscribe'>;

/**
 * Checks the loaded menu tree against the server (`refreshMenuTree`) and resolves once the check
 * has settled, the tree replaced if it changed. Callers at once share one check; a tree the server
 * answered during the navigation in progress (the login's session load) is not checked again.
 */
export function ensureFreshMenu(store: MenuStore): Promise<void> {
  if (selectMenuAnsweredThisNavigation(store.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (selectMenuRefreshing(store.getState())) return;
      unsubscribe();
      resolve();
    });
    if (!selectMenuRefreshing(store.getState())) store.dispatch(refreshRequested());
  });
}

/** Tells the menu that a navigation has settled, so the next one checks the tree again (docs/product-rules.md, Privileges). */
export function menuNavigationSettled(store: MenuStore): void {
  if (selectMenuAnsweredThisNavigation(store.getState())) store.dispatch(navigationSettled());
}
