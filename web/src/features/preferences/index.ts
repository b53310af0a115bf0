/**
 * The display preferences' public surface: theme, tab bar, sidebar and header choices, remembered
 * per browser; the page kept in the chosen theme, the hook telling it, the theme toggles. The
 * settings drawer, loaded when first opened, is `lazy.ts`.
 */
import type { Feature } from '@/lib/store';
import { preferencesSaga } from './sagas';
import { preferencesSlice } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { preferencesSlice };

/** The display preferences as the store holds them, kept in this browser by their saga. */
export const preferencesFeature: Feature = { key: 'preferences', state: [preferencesSlice], saga: preferencesSaga };

export { DARK_CLASS, SYSTEM_DARK_QUERY, type Theme, applyTheme, resolveTheme, themeBootScript } from './theme';
export { ThemeToggle } from './components/theme-toggle';
export { ThemeToggleMenuItem } from './components/theme-toggle-menu-item';
export { PREFERENCES_STORAGE_KEY, readPreferences } from './preferences-storage';
export { ThemeSync } from './theme-sync';
export { useTheme } from './use-theme';
export {
  LAYOUT_MODES,
  LOCK_AFTER_CHOICES,
  type LayoutMode,
  type LockAfterMinutes,
  type PreferenceChange,
  type PreferencesState,
  type ThemeChoice,
  initialPreferencesState,
  preferenceChanged,
  selectFixedHeader,
  selectLayoutMode,
  selectLockAfterMinutes,
  selectSidebarCollapsedByDefault,
  selectTabBarEnabled,
  selectThemeChoice,
  selectWatermarkChoice,
  watermarkShown,
} from './slice';
