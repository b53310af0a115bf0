import { createCrudSaga } from '../../components/crud/create-crud-saga';
import { messages } from '../../i18n';
import { resourcesApi } from './api';
import { selectResourceList } from './selectors';
import { resourcesSlice } from './slice';

/** The resource management saga: loads, saves and deletes resources. */
export const systemResourcesSaga = createCrudSaga({ slice: resourcesSlice, api: resourcesApi, selectState: selectResourceList, texts: messages.systemResources });
