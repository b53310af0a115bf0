import type { RootState } from '../../app/store';

/** The query table's state. */
export const selectQueryList = (state: RootState) => state.demoList.queryList;
/** The card list's state. */
export const selectStandardList = (state: RootState) => state.demoList.standardList;
