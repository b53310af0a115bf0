import type { zhCN } from './zh-CN';

/** The same keys as `T`, every text widened to `string`. */
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/**
 * The shape every catalogue has: the zh-CN catalogue's keys with any text. An `en-US.ts`
 * declares `export const enUS: Catalogue = { ... }` and the compiler lists what it is missing.
 */
export type Catalogue = Texts<typeof zhCN>;
