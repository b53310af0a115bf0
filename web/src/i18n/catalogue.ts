import type { zhCN } from './zh-CN';
import type { zhCNDemoPages } from './zh-CN/demo-pages';
import type { zhCNPageSections } from './zh-CN/page-sections';

/** A catalogue entry with any text: strings widen to `string`, a function keeps its parameters and returns a `string`. */
type Text<V> = V extends string
  ? string
  : V extends (...args: infer A) => string
    ? (...args: A) => string
    : CatalogueOf<V>;

/**
 * The same keys as the zh-CN section `T`, every text widened to any text: the type of its
 * translation, e.g. `export const tabs: CatalogueOf<typeof zhCNTabs> = { ... }` in `en-US/tabs.ts`.
 */
export type CatalogueOf<T> = { readonly [K in keyof T]: Text<T[K]> };

/**
 * The shape every catalogue has: the zh-CN catalogue's keys with any text. `en-US/index.ts`
 * declares `export const enUS: Catalogue = { ... }` and the compiler lists what it is missing.
 */
export type Catalogue = CatalogueOf<typeof zhCN>;

/** The shape of the demo pages' part of every catalogue (see `demo-messages.ts`). */
export type DemoPagesCatalogue = CatalogueOf<typeof zhCNDemoPages>;

/** The shape of the list and system pages' part of every catalogue (see `page-messages.ts`). */
export type PageSectionsCatalogue = CatalogueOf<typeof zhCNPageSections>;
