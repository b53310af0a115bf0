import { createCrudSaga } from '@/features/crud';
import { systemMenus } from '@/i18n/page-messages';
import { menusApi } from './api';
import { menuTreeList } from './selectors';
import { resourceOptions } from './slice';

/** The menu management saga: loads the tree, saves and deletes menus, and loads the resource choices. */
export const systemMenusSaga = createCrudSaga({
  list: menuTreeList,
  api: menusApi,
  texts: systemMenus,
  alongside: [resourceOptions.saga],
});
