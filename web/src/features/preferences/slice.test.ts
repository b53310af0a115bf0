import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { PREFERENCES_STORAGE_KEY, readPreferences } from './preferences-storage';
import { preferencesSaga } from './sagas';
import {
  type PreferenceChange,
  initialPreferencesState,
  preferenceChanged,
  preferencesSlice,
  selectThemeChoice,
  selectWatermarkChoice,
  watermarkShown,
} from './slice';

afterEach(() => window.localStorage.clear());

/** Runs the preferences' saga over one change from the defaults, which it stores. */
const persistedAfter = (change: PreferenceChange) =>
  expectSaga(preferencesSaga)
    .withReducer(combineReducers({ preferences: preferencesSlice.reducer }), { preferences: initialPreferencesState })
    .dispatch(preferenceChanged(change))
    .silentRun(20);

describe('preferences', () => {
  it('changes one preference and keeps the others', () => {
    const dark = preferencesSlice.reducer(initialPreferencesState, preferenceChanged({ key: 'theme', value: 'dark' }));
    expect(selectThemeChoice({ preferences: dark })).toBe('dark');
    expect(dark.tabBar).toBe(initialPreferencesState.tabBar);
  });

  it('reads the defaults when nothing is stored, and keeps valid fields of a tampered record', () => {
    expect(readPreferences()).toEqual(initialPreferencesState);
    window.localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ theme: 'neon', tabBar: false, fixedHeader: 'yes' }),
    );
    expect(readPreferences()).toEqual({ ...initialPreferencesState, tabBar: false });
  });

  it('reads back only an idle time before the lock that the drawer offers', () => {
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ lockAfterMinutes: 15 }));
    expect(readPreferences().lockAfterMinutes).toBe(15);
    for (const tampered of [7, -1, '5', null]) {
      window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ lockAfterMinutes: tampered }));
      expect(readPreferences().lockAfterMinutes).toBe(0);
    }
  });

  it('reads back only a layout mode the drawer offers', async () => {
    await persistedAfter({ key: 'layout', value: 'mixed' });
    expect(readPreferences().layout).toBe('mixed');
    for (const tampered of ['left', 1, null]) {
      window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ layout: tampered }));
      expect(readPreferences().layout).toBe('side');
    }
  });

  it('persists every change, read back on the next load', async () => {
    await persistedAfter({ key: 'sidebarCollapsedByDefault', value: true });
    expect(readPreferences().sidebarCollapsedByDefault).toBe(true);
  });
});

describe('the watermark preference', () => {
  it("follows the user's roles until the user chooses, then their choice", () => {
    expect(watermarkShown(initialPreferencesState.watermark, true)).toBe(true);
    expect(watermarkShown(initialPreferencesState.watermark, false)).toBe(false);
    // A server that does not say marks nobody.
    expect(watermarkShown(null, undefined)).toBe(false);
    const off = preferencesSlice.reducer(
      initialPreferencesState,
      preferenceChanged({ key: 'watermark', value: false }),
    );
    expect(watermarkShown(selectWatermarkChoice({ preferences: off }), true)).toBe(false);
    expect(watermarkShown(true, false)).toBe(true);
  });

  it('remembers a choice, and reads no choice from a missing or tampered one', async () => {
    await persistedAfter({ key: 'watermark', value: false });
    expect(readPreferences().watermark).toBe(false);
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ watermark: 'off' }));
    expect(readPreferences().watermark).toBeNull();
  });
});
