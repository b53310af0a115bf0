import { locale } from './active';
import type { CatalogueOf } from './catalogue';
import { lockScreen as enUSLockScreen } from './en-US/lock-screen';
import { menuSearch as enUSMenuSearch } from './en-US/menu-search';
import { tabs as enUSTabs } from './en-US/tabs';
import { watermark as enUSWatermark } from './en-US/watermark';
import { lockScreen as zhCNLockScreen } from './zh-CN/lock-screen';
import { menuSearch as zhCNMenuSearch } from './zh-CN/menu-search';
import { tabs as zhCNTabs } from './zh-CN/tabs';
import { watermark as zhCNWatermark } from './zh-CN/watermark';

// The active language's texts of the signed-in frame's tab bar, menu search, watermark and lock screen, apart from
// `messages` as `page-messages.ts` is: the main layout's chunk carries them (both languages), the
// login page none. The layout is evaluated after `loadLanguage`, so `locale` is already set.
const english = (): boolean => locale === 'en-US';

export const tabs: CatalogueOf<typeof zhCNTabs> = english() ? enUSTabs : zhCNTabs;
export const menuSearch: CatalogueOf<typeof zhCNMenuSearch> = english() ? enUSMenuSearch : zhCNMenuSearch;
export const watermark: CatalogueOf<typeof zhCNWatermark> = english() ? enUSWatermark : zhCNWatermark;
export const lockScreen: CatalogueOf<typeof zhCNLockScreen> = english() ? enUSLockScreen : zhCNLockScreen;
