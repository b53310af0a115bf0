import { call, select, takeEvery } from 'redux-saga/effects';
import { storePreferences } from './preferences-storage';
import { type PreferencesState, preferenceChanged } from './slice';

function* persistPreferences() {
  const preferences: PreferencesState = yield select((state: { preferences: PreferencesState }) => state.preferences);
  yield call(storePreferences, preferences);
}

/** Persists the preferences whenever one changes. */
export function* preferencesSaga() {
  yield takeEvery(preferenceChanged.type, persistPreferences);
}
