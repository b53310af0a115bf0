import { createCrudSaga } from '@/features/crud';
import { systemResources } from '@/i18n/page-messages';
import { resourcesApi } from './api';
import { resourceList } from './selectors';

/** The resource management saga: loads, saves and deletes resources. */
export const systemResourcesSaga = createCrudSaga({
  list: resourceList,
  api: resourcesApi,
  texts: systemResources,
});
