import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { createCrudSaga } from '../../components/crud/create-crud-saga';
import { messages } from '../../i18n';
import { rolesApi } from './api';
import { selectRoleList } from './selectors';
import { menuTree, rolesSlice } from './slice';

const roleTexts = messages.systemRoles;

/** Loads, saves, deletes, enables and disables roles. */
const rolesListSaga = createCrudSaga({
  slice: rolesSlice,
  api: rolesApi,
  selectState: selectRoleList,
  texts: { created: roleTexts.created, updated: roleTexts.updated, deleted: roleTexts.deleted, statusChanged: roleTexts.statusChanged },
});

/** The role management feature's saga. */
export function* systemRolesSaga(): SagaIterator {
  yield all([call(rolesListSaga), call(menuTree.saga)]);
}
