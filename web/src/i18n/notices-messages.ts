import { locale } from './active';
import type { CatalogueOf } from './catalogue';
import { notices as enUSNotices } from './en-US/notices';
import { notices as zhCNNotices } from './zh-CN/notices';

// The live notices' texts, both languages, in the chunk that the notices load after the signed-in
// frame's first paint: neither the login page nor the main layout's chunk carries them.
export const notices: CatalogueOf<typeof zhCNNotices> = locale === 'en-US' ? enUSNotices : zhCNNotices;
