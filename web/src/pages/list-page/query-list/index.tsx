import { demoPageOf } from '../../../features/demo-common';
import { QueryList } from '../../../features/demo-list';
import { demoList } from '../../../i18n/page-messages';

/** The query table page. */
export default demoPageOf(demoList.queryList, QueryList);
