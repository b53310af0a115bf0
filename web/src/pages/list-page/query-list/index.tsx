import { demoPageOf } from '../../../features/demo-common';
import { QueryList } from '../../../features/demo-list';
import { messages } from '../../../i18n';

/** The query table page. */
export default demoPageOf(messages.demoList.queryList, QueryList);
