import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { fieldSelectors, bindSlice } from '@/lib/store';

/** The colour theme the user picked; `system` follows the browser's `prefers-color-scheme`. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/**
 * Where the menu sits at desktop width: the sidebar; the header (no sidebar); or the first level in
 * the header and the rest in the sidebar. The phone layout ignores it.
 */
export type LayoutMode = 'side' | 'top' | 'mixed';

/** The layout modes, in the order the settings drawer offers them. */
export const LAYOUT_MODES: readonly LayoutMode[] = ['side', 'top', 'mixed'];

/** The user's display preferences, remembered per browser (the settings drawer edits them). */
export interface PreferencesState {
  theme: ThemeChoice;
  /** Where the menu sits (stored under a short key: the login page carries this slice). */
  layout: LayoutMode;
  /** The bar of open pages above the content. */
  tabBar: boolean;
  /** The sidebar starts collapsed on every page load. */
  sidebarCollapsedByDefault: boolean;
  /** The header stays in view while the content scrolls. */
  fixedHeader: boolean;
  /** The user's own choice of the watermark; null follows their roles (`watermarkShown`). */
  watermark: boolean | null;
  /** Minutes without a key press or a pointer move before the screen locks; 0: never. */
  lockAfterMinutes: LockAfterMinutes;
}

/** The idle times the settings drawer offers before the screen locks; 0: never (the default). */
export const LOCK_AFTER_CHOICES = [0, 1, 5, 15, 30, 60] as const;
export type LockAfterMinutes = (typeof LOCK_AFTER_CHOICES)[number];

export const initialPreferencesState: PreferencesState = {
  theme: 'system',
  layout: 'side',
  tabBar: true,
  sidebarCollapsedByDefault: false,
  fixedHeader: true,
  watermark: null,
  lockAfterMinutes: 0,
};

/** One preference and its new value, typed together. */
export type PreferenceChange = {
  [K in keyof PreferencesState]: { key: K; value: PreferencesState[K] };
}[keyof PreferencesState];

/** The preferences slice; tests run its reducer alone. */
export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferencesState,
  reducers: {
    preferenceChanged(state, { payload }: PayloadAction<PreferenceChange>) {
      (state as Record<string, unknown>)[payload.key] = payload.value;
    },
  },
  selectors: fieldSelectors<PreferencesState>()({
    selectThemeChoice: 'theme',
    selectLayoutMode: 'layout',
    selectTabBarEnabled: 'tabBar',
    selectSidebarCollapsedByDefault: 'sidebarCollapsedByDefault',
    selectFixedHeader: 'fixedHeader',
    selectWatermarkChoice: 'watermark',
    selectLockAfterMinutes: 'lockAfterMinutes',
  }),
});

/** The slice's actions and selectors (the feature registers its state: see its index). */
export const {
  selectThemeChoice,
  selectLayoutMode,
  selectTabBarEnabled,
  selectSidebarCollapsedByDefault,
  selectFixedHeader,
  selectWatermarkChoice,
  selectLockAfterMinutes,
  preferenceChanged,
} = bindSlice(preferencesSlice);

/**
 * Whether the watermark shows: the user's own choice where they made one, else what their roles
 * ask for (`roleDefault`, false when the server does not say).
 */
export const watermarkShown = (choice: boolean | null, roleDefault: boolean | undefined): boolean =>
  choice ?? roleDefault ?? false;
