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

/** A seeded menu's title in a language, and the (zh-CN) name the server seeded it with. */
export interface MenuTitle {
  seeded: string;
  title: string;
}

/** A language's titles of the seeded menus, by `routeName`. */
export type MenuTitles = Readonly<Record<string, MenuTitle>>;

/** Menu titles by `routeName` in the active language; the server's names are the zh-CN ones. */
let menuTitles: MenuTitles = {};

/**
 * The title to show for a menu: the active catalogue's title of its `routeName` while the menu
 * still has the name it was seeded with, else the name the server gave it (an administrator's
 * rename wins over the translation).
 */
export function menuTitle(routeName: string, serverName: string): string {
  const known = Object.hasOwn(menuTitles, routeName) ? menuTitles[routeName] : undefined;
  return known?.seeded === serverName ? known.title : serverName;
}

/** Makes `language` the active one, with its catalogue and its menu titles. */
export function activate(language: Language, catalogue: Catalogue, titles: MenuTitles): void {
  fillInPlace(messages, catalogue);
  menuTitles = titles;
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
