import { LANGUAGE_STORAGE_KEY, loadLanguage } from '@/i18n';

/**
 * Makes en-US the active language of this test file, as a page load with English stored does.
 * `messages` changes in place, but `page-messages.ts` and `demo-messages.ts` pick their language
 * when first evaluated: call this in `beforeAll` and import the modules under test afterwards
 * (`await import('./x')`), never statically.
 */
export async function switchToEnglish(): Promise<void> {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify('en-US'));
  await loadLanguage();
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
}
