import { demoPageOf } from '../../../demos/common';
import { QueryList } from '../../../demos/list';
import { demoList } from '../../../i18n/page-messages';

/** The query table page. */
export default demoPageOf(demoList.queryList, QueryList);
