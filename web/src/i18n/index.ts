import type { Catalogue } from './catalogue';
import { zhCN } from './zh-CN';

export type { Catalogue } from './catalogue';
export { format, type TemplateParams } from './format';

/** The BCP 47 tag of the active catalogue, for `Intl` formatting. */
export const locale = 'zh-CN';

/** The active text catalogue (zh-CN is the product's default language). */
export const messages: Catalogue = zhCN;
export { LANGUAGES, type Language, LANGUAGE_STORAGE_KEY, chooseLanguage, storedLanguage } from './language';
