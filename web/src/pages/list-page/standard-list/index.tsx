import { demoPageOf } from '../../../demos/common';
import { StandardList } from '../../../demos/list';
import { demoList } from '../../../i18n/page-messages';

/** The standard list page. */
export default demoPageOf(demoList.standardList, StandardList);
