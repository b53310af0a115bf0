import { createCrudSaga } from '../../components/crud/create-crud-saga';
import { messages } from '../../i18n';
import { usersApi } from './api';
import { selectUserList } from './selectors';
import { roleOptions, usersSlice } from './slice';

/** The user management saga: loads, saves, deletes, enables and disables users, and loads the role choices. */
export const systemUsersSaga = createCrudSaga({ slice: usersSlice, api: usersApi, selectState: selectUserList, texts: messages.systemUsers, alongside: [roleOptions.saga] });
