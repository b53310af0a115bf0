import { createCrudSaga } from '@/features/crud';
import { systemMenus } from '@/i18n/page-messages';
import { menusApi } from './api';
import { selectMenuTree } from './selectors';
import { menusSlice, resourceOptions } from './slice';

/** The menu management saga: loads the tree, saves and deletes menus, and loads the resource choices. */
export const systemMenusSaga = createCrudSaga({
  slice: menusSlice,
  api: menusApi,
  selectState: selectMenuTree,
  texts: systemMenus,
  alongside: [resourceOptions.saga],
});
