import { createCrudSaga } from '@/features/crud';
import { systemRoles } from '@/i18n/page-messages';
import { rolesApi } from './api';
import { roleList } from './selectors';
import { menuTree } from './slice';

/** The role management saga: loads, saves, deletes, enables and disables roles, and loads the menu tree. */
export const systemRolesSaga = createCrudSaga({
  list: roleList,
  api: rolesApi,
  texts: systemRoles,
  alongside: [menuTree.saga],
});
