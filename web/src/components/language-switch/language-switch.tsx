import { Button, type ButtonProps } from '@blueprintjs/core';
import { LANGUAGES, LANGUAGE_NAMES, type Language, chooseLanguage, format, locale, messages } from '@/i18n';

/** The language a switch offers: the one not shown now (the app ships two). */
export function otherLanguage(): Language {
  return LANGUAGES.find((language) => language !== locale) ?? LANGUAGES[0];
}

/** The switch's accessible name in the language shown now, naming the other language. */
export function switchLabel(target: Language): string {
  return format(messages.language.switchTo, { language: LANGUAGE_NAMES[target] });
}

/** Props of {@link LanguageSwitch}. */
export type LanguageSwitchProps = Pick<ButtonProps, 'icon' | 'className'>;

/**
 * A small button naming the other language in that language (`English`, `中文`); a click stores it
 * and reloads the page in it (`chooseLanguage`). No icon by default: the login page carries it.
 */
export function LanguageSwitch({ icon, className }: LanguageSwitchProps) {
  const target = otherLanguage();
  return (
    <Button
      variant="minimal"
      icon={icon}
      className={className}
      aria-label={switchLabel(target)}
      onClick={() => chooseLanguage(target)}
    >
      <span lang={target}>{LANGUAGE_NAMES[target]}</span>
    </Button>
  );
}
