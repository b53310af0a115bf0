/** The preferences feature's public surface: theme, tab bar, sidebar and header choices, remembered per browser. */
import { injectSaga } from '../../lib/store';
import { preferencesSaga } from './sagas';

injectSaga('preferences', preferencesSaga);

export { DARK_CLASS, SYSTEM_DARK_QUERY, type Theme, applyTheme, resolveTheme, themeBootScript } from './theme';
export { PREFERENCES_STORAGE_KEY, readPreferences } from './preferences-storage';
export {
  type PreferenceChange,
  type PreferencesState,
  type ThemeChoice,
  initialPreferencesState,
  preferenceChanged,
  selectFixedHeader,
  selectSidebarCollapsedByDefault,
  selectTabBarEnabled,
  selectThemeChoice,
} from './slice';
