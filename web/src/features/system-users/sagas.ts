import { createCrudSaga } from '@/features/crud';
import { systemUsers } from '@/i18n/page-messages';
import { usersApi } from './api';
import { selectUserList } from './selectors';
import { roleOptions, usersSlice } from './slice';

/** The user management saga: loads, saves, deletes, enables and disables users, and loads the role choices. */
export const systemUsersSaga = createCrudSaga({
  slice: usersSlice,
  api: usersApi,
  selectState: selectUserList,
  texts: systemUsers,
  alongside: [roleOptions.saga],
});
