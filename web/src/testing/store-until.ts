import type { AppStore } from '@/app/store';

/** Resolves once `predicate` holds for the store's state (at once when it already does). */
export function until(store: AppStore, predicate: (state: ReturnType<AppStore['getState']>) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (predicate(store.getState())) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (predicate(store.getState())) {
        unsubscribe();
        resolve();
      }
    });
  });
}
