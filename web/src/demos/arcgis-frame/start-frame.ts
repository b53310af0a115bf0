import { type Language, loadLanguage, locale } from '@/i18n';

/**
 * Puts the stored language in place in the frame, then draws: the catalogue and `<html lang>`
 * (`loadLanguage`, as the app's entry does), then the SDK's locale, set outright because the SDK's
 * modules are evaluated before `loadLanguage` and may already have read the template's `lang`.
 * `draw` runs last because the map's module reads the catalogue as it is evaluated: it must be
 * imported there, never statically.
 */
export async function startFrame(setSdkLocale: (language: Language) => void, draw: () => Promise<void>): Promise<void> {
  await loadLanguage();
  // The SDK translates its widgets with its `en` bundles for en-US, and formats numbers as en-US.
  setSdkLocale(locale);
  await draw();
}
