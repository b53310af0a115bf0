import { getItem, setItem } from '@/lib/storage';
import { LOCK_AFTER_CHOICES, type LockAfterMinutes, type PreferencesState, initialPreferencesState } from './slice';

/** The storage key of the display preferences. */
export const PREFERENCES_STORAGE_KEY = 'admin-preferences';

const THEMES: readonly string[] = ['system', 'light', 'dark'];

/**
 * The stored preferences, each field checked on its own: a missing or tampered field takes its
 * default and the others are kept.
 */
export function readPreferences(): PreferencesState {
  const stored = getItem(PREFERENCES_STORAGE_KEY);
  const raw = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const flag = (key: 'tabBar' | 'sidebarCollapsedByDefault' | 'fixedHeader') =>
    typeof raw[key] === 'boolean' ? raw[key] : initialPreferencesState[key];
  return {
    theme:
      typeof raw.theme === 'string' && THEMES.includes(raw.theme) ? (raw.theme as PreferencesState['theme']) : 'system',
    tabBar: flag('tabBar'),
    sidebarCollapsedByDefault: flag('sidebarCollapsedByDefault'),
    fixedHeader: flag('fixedHeader'),
    watermark: typeof raw.watermark === 'boolean' ? raw.watermark : null,
    lockAfterMinutes: LOCK_AFTER_CHOICES.includes(raw.lockAfterMinutes as LockAfterMinutes)
      ? (raw.lockAfterMinutes as LockAfterMinutes)
      : initialPreferencesState.lockAfterMinutes,
  };
}

/** Persists the preferences. */
export function storePreferences(preferences: PreferencesState): void {
  setItem(PREFERENCES_STORAGE_KEY, preferences);
}
