import { demoPageOf } from '@/demos/common';
import { StandardList, demoListFeature } from '@/demos/list';
import type { Feature } from '@/lib/store';
import { demoList } from '@/i18n/page-messages';

/** The lists' state and saga. */
export const features: readonly Feature[] = [demoListFeature];

/** The standard list page. */
export default demoPageOf(demoList.standardList, StandardList);
