import { createCrudSaga } from '@/features/crud';
import { systemResources } from '@/i18n/page-messages';
import { resourcesApi } from './api';
import { selectResourceList } from './selectors';
import { resourcesSlice } from './slice';

/** The resource management saga: loads, saves and deletes resources. */
export const systemResourcesSaga = createCrudSaga({
  slice: resourcesSlice,
  api: resourcesApi,
  selectState: selectResourceList,
  texts: systemResources,
});
