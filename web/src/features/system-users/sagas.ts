import { createCrudSaga } from '@/features/crud';
import { systemUsers } from '@/i18n/page-messages';
import { usersApi } from './api';
import { userList } from './selectors';
import { roleOptions } from './slice';

/** The user management saga: loads, saves, deletes, enables and disables users, and loads the role choices. */
export const systemUsersSaga = createCrudSaga({
  list: userList,
  api: usersApi,
  texts: systemUsers,
  alongside: [roleOptions.saga],
});
