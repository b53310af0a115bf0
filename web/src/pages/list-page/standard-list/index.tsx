import { demoPageOf } from '../../../features/demo-common';
import { StandardList } from '../../../features/demo-list';
import { messages } from '../../../i18n';

/** The standard list page. */
export default demoPageOf(messages.demoList.standardList, StandardList);
