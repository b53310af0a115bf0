/** API resource management: the list with its dialogs; its state and saga are registered by its page (`systemResourcesFeature`). */
import type { Feature } from '@/lib/store';
import { systemResourcesSaga } from './sagas';
import { systemResourcesReducer } from './slice';

/** The page's state and saga, registered when its page loads. */
export const systemResourcesFeature: Feature = {
  key: 'systemResources',
  state: [{ reducerPath: 'systemResources', reducer: systemResourcesReducer }],
  saga: systemResourcesSaga,
};

export { ResourceManagement } from './components/resource-management';
