/**
 * The interface language, chosen per browser. The catalogue is fixed for a page load, so choosing
 * another language stores it and reloads the page (as ant-design-pro's `setLocale` does): every
 * text, memoized or not, is then drawn from one catalogue.
 */

/** The languages the app ships, zh-CN first (the product's default). */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, the same in every catalogue, so a reader finds their language whatever is shown. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { 'zh-CN': '中文', 'en-US': 'English' };

/** The storage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'admin-language';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language this browser chose; zh-CN when none (or an unknown one) is stored. */
export function storedLanguage(): Language {
  try {
    const raw = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isLanguage(value) ? value : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

/** Stores `language` and reloads the page in it; nothing happens when it is already the stored one. */
export function chooseLanguage(language: Language): void {
  if (language === storedLanguage()) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify(language));
  } catch {
    return;
  }
  window.location.reload();
}
