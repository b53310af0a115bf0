import { withDemoList } from './slice';

// Through the injected reducer's selector: before a list page first loads the state has no
// `demoList`, and the selector answers the initial lists instead of failing.
/** The query table's state. */
export const selectQueryList = withDemoList.selector((state) => state.demoList.queryList);
/** The card list's state. */
export const selectStandardList = withDemoList.selector((state) => state.demoList.standardList);
