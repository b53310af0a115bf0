/** API resource management: the list with its dialogs; its state and saga are registered by its page (`systemResourcesFeature`). */
import type { Feature } from '@/lib/store';
import { systemResourcesSaga } from './sagas';
import { systemResourcesState } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { systemResourcesState };

/** The page's state and saga, registered when its page loads. */
export const systemResourcesFeature: Feature = {
  key: 'systemResources',
  state: [systemResourcesState],
  saga: systemResourcesSaga,
};

export { ResourceManagement } from './components/resource-management';
