import type { RootState } from '@/lib/store';
import { demoListState } from './slice';

// Through the injected reducer's selector: before a list page first loads the state has no
// `demoList`, and the selector answers the initial lists instead of failing.
/** The query table's state. */
export const selectQueryList = (state: RootState) => demoListState.select(state).queryList;
/** The card list's state. */
export const selectStandardList = (state: RootState) => demoListState.select(state).standardList;
