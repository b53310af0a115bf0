import { demoPageOf } from '../../../features/demo-common';
import { StandardList } from '../../../features/demo-list';
import { demoList } from '../../../i18n/page-messages';

/** The standard list page. */
export default demoPageOf(demoList.standardList, StandardList);
