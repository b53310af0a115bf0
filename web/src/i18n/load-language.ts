import { activate, locale } from './active';
import { storedLanguage } from './language';

/**
 * Puts the stored language in place before the first render: zh-CN is in the entry, en-US is a
 * chunk of its own fetched here. Sets `<html lang>` to the language whose texts are shown, so a
 * failed fetch (the page then stays in zh-CN) never announces Chinese as English.
 */
export async function loadLanguage(): Promise<void> {
  if (storedLanguage() === 'en-US') {
    try {
      const { enUS, enUSMenuTitles } = await import(/* webpackChunkName: "en-US" */ './en-US');
      activate('en-US', enUS, enUSMenuTitles);
    } catch {
      // Offline or a replaced build: zh-CN texts beat a blank page.
    }
  }
  document.documentElement.lang = locale;
}
