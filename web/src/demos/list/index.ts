/** The demo lists: the query table and the card list, whose state and saga their pages register (`demoListFeature`). */
import type { Feature } from '@/lib/store';
import { demoListSaga } from './sagas';
import { demoListState } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { demoListState };

/** The lists' state and saga, registered when a list page loads. */
export const demoListFeature: Feature = {
  key: 'demoList',
  state: [demoListState],
  saga: demoListSaga,
};

export { QueryList } from './query-list';
export { StandardList } from './standard-list';
