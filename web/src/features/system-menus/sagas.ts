import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { createCrudSaga } from '../../components/crud/create-crud-saga';
import { messages } from '../../i18n';
import { menusApi } from './api';
import { selectMenuTree } from './selectors';
import { menusSlice, resourceOptions } from './slice';

const menuTexts = messages.systemMenus;

/** Loads the tree, saves and deletes menus. */
const menusTreeSaga = createCrudSaga({
  slice: menusSlice,
  api: menusApi,
  selectState: selectMenuTree,
  texts: { created: menuTexts.created, updated: menuTexts.updated, deleted: menuTexts.deleted },
});

/** The menu management feature's saga. */
export function* systemMenusSaga(): SagaIterator {
  yield all([call(menusTreeSaga), call(resourceOptions.saga)]);
}
