import { createCrudSaga } from '../../components/crud/create-crud-saga';
import { messages } from '../../i18n';
import { resourcesApi } from './api';
import { selectResourceList } from './selectors';
import { resourcesSlice } from './slice';

const resourceTexts = messages.systemResources;

/** The resource management feature's saga: loads, saves and deletes resources. */
export const systemResourcesSaga = createCrudSaga({
  slice: resourcesSlice,
  api: resourcesApi,
  selectState: selectResourceList,
  texts: { created: resourceTexts.created, updated: resourceTexts.updated, deleted: resourceTexts.deleted },
});
