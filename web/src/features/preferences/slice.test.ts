import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { PREFERENCES_STORAGE_KEY, readPreferences } from './preferences-storage';
import { preferencesSaga } from './sagas';
import { initialPreferencesState, preferenceChanged, preferencesSlice, selectThemeChoice } from './slice';

afterEach(() => window.localStorage.clear());

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

  it('persists every change, read back on the next load', async () => {
    await expectSaga(preferencesSaga)
      .withReducer(combineReducers({ preferences: preferencesSlice.reducer }), { preferences: initialPreferencesState })
      .dispatch(preferenceChanged({ key: 'sidebarCollapsedByDefault', value: true }))
      .silentRun(20);
    expect(readPreferences().sidebarCollapsedByDefault).toBe(true);
  });
});
