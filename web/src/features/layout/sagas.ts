import { call, select, takeEvery } from 'redux-saga/effects';
import { storeSidebarCollapsed } from './sidebar-storage';
import { selectSidebarCollapsed, sidebarToggled } from './slice';

function* persistSidebar() {
  const collapsed: boolean = yield select(selectSidebarCollapsed);
  yield call(storeSidebarCollapsed, collapsed);
}

/** Persists the sidebar's collapsed state whenever it is toggled. */
export function* layoutSaga() {
  yield takeEvery(sidebarToggled.type, persistSidebar);
}
