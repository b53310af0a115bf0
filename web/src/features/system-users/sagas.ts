import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { createCrudSaga } from '../../components/crud/create-crud-saga';
import { messages } from '../../i18n';
import { usersApi } from './api';
import { selectUserList } from './selectors';
import { roleOptions, usersSlice } from './slice';

const userTexts = messages.systemUsers;

/** Loads, saves, deletes, enables and disables users. */
export const usersListSaga = createCrudSaga({
  slice: usersSlice,
  api: usersApi,
  selectState: selectUserList,
  texts: { created: userTexts.created, updated: userTexts.updated, deleted: userTexts.deleted, statusChanged: userTexts.statusChanged },
});

/** The user management feature's saga. */
export function* systemUsersSaga(): SagaIterator {
  yield all([call(usersListSaga), call(roleOptions.saga)]);
}
