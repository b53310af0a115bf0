import { Classes, Drawer, DrawerSize, RadioGroup, Switch } from '@blueprintjs/core';
import {
  type PreferencesState,
  type ThemeChoice,
  preferenceChanged,
  selectFixedHeader,
  selectSidebarCollapsedByDefault,
  selectTabBarEnabled,
  selectThemeChoice,
} from '../../preferences';
import { LANGUAGES, type Language, chooseLanguage, messages, storedLanguage } from '../../../i18n';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import './settings-drawer.css';

const texts = messages.theme;
const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
const themeOptions = THEME_CHOICES.map((value) => ({ value, label: texts[value] }));
const languageOptions = LANGUAGES.map((value) => ({ value, label: texts.languageNames[value] }));

type Flag = 'tabBar' | 'sidebarCollapsedByDefault' | 'fixedHeader';

/** Props of {@link SettingsDrawer}. */
export interface SettingsDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The settings drawer (as in vben and vue-element-admin): theme, language and the layout's
 * switches. Each choice applies at once and is remembered per browser; a new language reloads the
 * page in it.
 */
export function SettingsDrawer({ isOpen, onClose }: SettingsDrawerProps) {
  const dispatch = useAppDispatch();
  const flags: Record<Flag, boolean> = {
    tabBar: useAppSelector(selectTabBarEnabled),
    sidebarCollapsedByDefault: useAppSelector(selectSidebarCollapsedByDefault),
    fixedHeader: useAppSelector(selectFixedHeader),
  };
  const change = <K extends keyof PreferencesState>(key: K, value: PreferencesState[K]) =>
    dispatch(preferenceChanged({ key, value } as Parameters<typeof preferenceChanged>[0]));

  return (
    <Drawer isOpen={isOpen} onClose={onClose} title={texts.settings} icon="cog" size={DrawerSize.SMALL} className="app-settings">
      <div className={Classes.DRAWER_BODY}>
        <div className="app-settings__body">
          <RadioGroup
            label={texts.themeLabel}
            name="app-settings-theme"
            options={themeOptions}
            selectedValue={useAppSelector(selectThemeChoice)}
            onChange={(event) => change('theme', event.currentTarget.value as ThemeChoice)}
          />
          <RadioGroup
            label={texts.languageLabel}
            name="app-settings-language"
            options={languageOptions}
            selectedValue={storedLanguage()}
            onChange={(event) => chooseLanguage(event.currentTarget.value as Language)}
          />
          <fieldset className="app-settings__switches">
            <legend className={Classes.LABEL}>{texts.layoutLabel}</legend>
            {(Object.keys(flags) as Flag[]).map((key) => (
              <Switch key={key} label={texts[key]} checked={flags[key]} onChange={(event) => change(key, event.currentTarget.checked)} />
            ))}
          </fieldset>
        </div>
      </div>
    </Drawer>
  );
}
