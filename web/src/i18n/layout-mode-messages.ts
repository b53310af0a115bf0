import { locale } from './active';
import type { CatalogueOf } from './catalogue';
import { layoutModes as enUSLayoutModes } from './en-US/layout-modes';
import { layoutModes as zhCNLayoutModes } from './zh-CN/layout-modes';

// The active language's texts of the layout modes, apart from `messages` and from the main
// layout's chunk: only the settings drawer and the header's menu read them, both loaded on demand.
export const layoutModes: CatalogueOf<typeof zhCNLayoutModes> = locale === 'en-US' ? enUSLayoutModes : zhCNLayoutModes;
