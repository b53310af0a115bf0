import { getItem, setItem } from '@/lib/storage';
import { LAYOUT_MODES, LOCK_AFTER_CHOICES, type PreferencesState, initialPreferencesState } from './slice';

/** The storage key of the display preferences. */
export const PREFERENCES_STORAGE_KEY = 'admin-preferences';

const THEMES = ['system', 'light', 'dark'] as const;

/** `value` when it is one of `choices`, else `fallback`. */
const oneOf = <T>(value: unknown, choices: readonly T[], fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

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
    theme: oneOf(raw.theme, THEMES, 'system'),
    layout: oneOf(raw.layout, LAYOUT_MODES, 'side'),
    tabBar: flag('tabBar'),
    sidebarCollapsedByDefault: flag('sidebarCollapsedByDefault'),
    fixedHeader: flag('fixedHeader'),
    watermark: typeof raw.watermark === 'boolean' ? raw.watermark : null,
    lockAfterMinutes: oneOf(raw.lockAfterMinutes, LOCK_AFTER_CHOICES, initialPreferencesState.lockAfterMinutes),
  };
}

/** Persists the preferences. */
export function storePreferences(preferences: PreferencesState): void {
  setItem(PREFERENCES_STORAGE_KEY, preferences);
}
