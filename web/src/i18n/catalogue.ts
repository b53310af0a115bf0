import type { zhCN } from './zh-CN';
import type { zhCNDemoPages } from './zh-CN/demo-pages';

/** A catalogue entry with any text: strings widen to `string`, a function keeps its parameters and returns a `string`. */
type Text<V> = V extends string
  ? string
  : V extends (...args: infer A) => string
    ? (...args: A) => string
    : Texts<V>;

/** The same keys as `T`, every text widened (see `Text`). */
type Texts<T> = { readonly [K in keyof T]: Text<T[K]> };

/**
 * The shape every catalogue has: the zh-CN catalogue's keys with any text. An `en-US.ts`
 * declares `export const enUS: Catalogue = { ... }` and the compiler lists what it is missing.
 */
export type Catalogue = Texts<typeof zhCN>;

/** The shape of the demo pages' part of every catalogue (see `demo-messages.ts`). */
export type DemoPagesCatalogue = Texts<typeof zhCNDemoPages>;
