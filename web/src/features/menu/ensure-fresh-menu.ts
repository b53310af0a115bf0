import type { Store } from '@reduxjs/toolkit';
import type { RootState } from '../../lib/store';
import { refreshRequested, selectMenuRefreshing } from './freshness-slice';

/**
 * Checks the loaded menu tree against the server (`refreshMenuTree`) and resolves once the check
 * has settled, the tree replaced if it changed. Callers at once share one check.
 */
export function ensureFreshMenu(store: Pick<Store<RootState>, 'getState' | 'dispatch' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (selectMenuRefreshing(store.getState())) return;
      unsubscribe();
      resolve();
    });
    if (!selectMenuRefreshing(store.getState())) store.dispatch(refreshRequested());
  });
}
