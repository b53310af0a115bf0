import {
  Button,
  Classes,
  Drawer,
  DrawerSize,
  FormGroup,
  HTMLSelect,
  Icon,
  RadioGroup,
  Switch,
} from '@blueprintjs/core';
import {
  LAYOUT_MODES,
  LOCK_AFTER_CHOICES,
  type LayoutMode,
  type LockAfterMinutes,
  type PreferencesState,
  type ThemeChoice,
  preferenceChanged,
  selectFixedHeader,
  selectLayoutMode,
  selectLockAfterMinutes,
  selectSidebarCollapsedByDefault,
  selectTabBarEnabled,
  selectThemeChoice,
  selectWatermarkChoice,
  watermarkShown,
} from '@/features/preferences/slice';
import { selectUser } from '@/features/profile';
import { LANGUAGES, LANGUAGE_NAMES, type Language, chooseLanguage, format, messages, storedLanguage } from '@/i18n';
import { lockScreen as lockTexts, watermark as watermarkTexts } from '@/i18n/layout-messages';
import { layoutModes } from '@/i18n/layout-mode-messages';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import './settings-drawer.css';

const texts = messages.theme;
const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
const themeOptions = THEME_CHOICES.map((value) => ({ value, label: texts[value] }));
const languageOptions = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));
const layoutOptions = LAYOUT_MODES.map((value) => ({ value, label: layoutModes[value] }));

const lockOptions = LOCK_AFTER_CHOICES.map((minutes) => ({
  value: minutes,
  label: minutes === 0 ? lockTexts.never : format(lockTexts.after, { minutes }),
}));

const TITLE_ID = 'app-settings-title';
const LOCK_ID = 'app-settings-lock-after';

type Flag = 'tabBar' | 'sidebarCollapsedByDefault' | 'fixedHeader';

/** Props of {@link SettingsDrawer}. */
export interface SettingsDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The settings drawer (as in vben and vue-element-admin): theme, language, where the menu sits,
 * the layout's switches, the watermark's, which starts as the user's roles ask, and the idle time before the
 * screen locks. Each choice applies at once
 * and is remembered per browser; a new language reloads the page in it.
 */
export function SettingsDrawer({ isOpen, onClose }: SettingsDrawerProps) {
  const dispatch = useAppDispatch();
  const flags: Record<Flag, boolean> = {
    tabBar: useAppSelector(selectTabBarEnabled),
    sidebarCollapsedByDefault: useAppSelector(selectSidebarCollapsedByDefault),
    fixedHeader: useAppSelector(selectFixedHeader),
  };
  const layout = useAppSelector(selectLayoutMode);
  const watermark = watermarkShown(useAppSelector(selectWatermarkChoice), useAppSelector(selectUser)?.watermark);
  const change = <K extends keyof PreferencesState>(key: K, value: PreferencesState[K]) =>
    dispatch(preferenceChanged({ key, value } as Parameters<typeof preferenceChanged>[0]));

  return (
    <Drawer isOpen={isOpen} onClose={onClose} size={DrawerSize.SMALL} className="app-settings">
      {/* Blueprint's drawer is no dialog to assistive technology and names its close button in English: the panel is both. */}
      <div role="dialog" aria-modal="true" aria-labelledby={TITLE_ID} className="app-settings__panel">
        <div className={Classes.DRAWER_HEADER}>
          <Icon icon="cog" />
          <h2 id={TITLE_ID} className={`${Classes.HEADING} app-settings__title`}>
            {texts.settings}
          </h2>
          <Button
            variant="minimal"
            icon="cross"
            aria-label={messages.a11y.close}
            className={Classes.DIALOG_CLOSE_BUTTON}
            onClick={onClose}
          />
        </div>
        <div className={`${Classes.DRAWER_BODY} app-settings__body`}>
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
          <RadioGroup
            label={layoutModes.label}
            name="app-settings-layout"
            options={layoutOptions}
            selectedValue={layout}
            onChange={(event) => change('layout', event.currentTarget.value as LayoutMode)}
          />
          <fieldset className="app-settings__switches">
            <legend className={Classes.LABEL}>{texts.layoutLabel}</legend>
            {(Object.keys(flags) as Flag[]).map((key) => (
              <Switch
                key={key}
                label={texts[key]}
                checked={flags[key]}
                // The top layout has no sidebar to start collapsed.
                disabled={key === 'sidebarCollapsedByDefault' && layout === 'top'}
                onChange={(event) => change(key, event.currentTarget.checked)}
              />
            ))}
          </fieldset>
          <fieldset className="app-settings__switches">
            <legend className={Classes.LABEL}>{watermarkTexts.label}</legend>
            <Switch
              label={watermarkTexts.show}
              checked={watermark}
              onChange={(event) => change('watermark', event.currentTarget.checked)}
            />
          </fieldset>
          <FormGroup label={lockTexts.setting} labelFor={LOCK_ID}>
            <HTMLSelect
              id={LOCK_ID}
              options={lockOptions}
              value={useAppSelector(selectLockAfterMinutes)}
              onChange={(event) => change('lockAfterMinutes', Number(event.currentTarget.value) as LockAfterMinutes)}
            />
          </FormGroup>
        </div>
      </div>
    </Drawer>
  );
}
