/** The demo lists: the query table and the card list, whose state and saga their pages register (`demoListFeature`). */
import type { Feature } from '@/lib/store';
import { demoListSaga } from './sagas';
import { demoListReducer } from './slice';

/** The lists' state and saga, registered when a list page loads. */
export const demoListFeature: Feature = {
  key: 'demoList',
  state: [{ reducerPath: 'demoList', reducer: demoListReducer }],
  saga: demoListSaga,
};

export { QueryList } from './query-list';
export { StandardList } from './standard-list';
