import { MenuItem } from '@blueprintjs/core';
import { LANGUAGE_NAMES, chooseLanguage } from '@/i18n';
import { otherLanguage, switchLabel } from './language-switch';

// Apart from the button: MenuItem brings Blueprint's popover code, which the login page must not load.
/** The language switch (`LanguageSwitch`) as an item of a menu (the phone header's 更多 menu). */
export function LanguageMenuItem() {
  const target = otherLanguage();
  return (
    <MenuItem
      icon="translate"
      text={<span lang={target}>{LANGUAGE_NAMES[target]}</span>}
      aria-label={switchLabel(target)}
      onClick={() => chooseLanguage(target)}
    />
  );
}
