import type { Catalogue } from './catalogue';
import type { Language } from './language';
import { zhCN } from './zh-CN';

/**
 * The BCP 47 tag of the active catalogue, for `Intl` formatting: zh-CN until `loadLanguage` has
 * put another catalogue in place (before the first render).
 */
export let locale: Language = 'zh-CN';

/**
 * The active text catalogue (zh-CN is the product's default language). Another language is
 * written into this same object, so a module that kept a section of it reads the new texts.
 */
export const messages: Catalogue = zhCN;

/** Menu titles by `routeName` in the active language; the server's names are the zh-CN ones. */
const menuTitles = new Map<string, string>();

/**
 * The title to show for a menu: the active catalogue's title of its `routeName` (seeded menus),
 * else the name the server gave it.
 */
export function menuTitle(routeName: string, serverName: string): string {
  return menuTitles.get(routeName) ?? serverName;
}

/** Makes `language` the active one, with its catalogue and its menu titles. */
export function activate(language: Language, catalogue: Catalogue, titles: Readonly<Record<string, string>>): void {
  fillInPlace(messages, catalogue);
  menuTitles.clear();
  for (const [routeName, title] of Object.entries(titles)) menuTitles.set(routeName, title);
  locale = language;
}

function isSection(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Writes every text of `source` over the same key of `target`, section by section, keeping `target`'s section objects. */
export function fillInPlace(target: object, source: object): void {
  const into = target as Record<string, unknown>;
  for (const [key, value] of Object.entries(source)) {
    const current = into[key];
    if (isSection(current) && isSection(value)) fillInPlace(current, value);
    else into[key] = value;
  }
}
