import { createCrudSaga } from '../../components/crud/create-crud-saga';
import { messages } from '../../i18n';
import { rolesApi } from './api';
import { selectRoleList } from './selectors';
import { menuTree, rolesSlice } from './slice';

/** The role management saga: loads, saves, deletes, enables and disables roles, and loads the menu tree. */
export const systemRolesSaga = createCrudSaga({ slice: rolesSlice, api: rolesApi, selectState: selectRoleList, texts: messages.systemRoles, alongside: [menuTree.saga] });
