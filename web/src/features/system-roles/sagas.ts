import { createCrudSaga } from '@/features/crud';
import { systemRoles } from '@/i18n/page-messages';
import { rolesApi } from './api';
import { selectRoleList } from './selectors';
import { menuTree, rolesSlice } from './slice';

/** The role management saga: loads, saves, deletes, enables and disables roles, and loads the menu tree. */
export const systemRolesSaga = createCrudSaga({
  slice: rolesSlice,
  api: rolesApi,
  selectState: selectRoleList,
  texts: systemRoles,
  alongside: [menuTree.saga],
});
