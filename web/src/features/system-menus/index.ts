/** Menu management: the tree, the menu form with its actions and their resources; its state and saga are registered by its page (`systemMenusFeature`). */
import type { Feature } from '@/lib/store';
import { systemMenusSaga } from './sagas';
import { systemMenusState } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { systemMenusState };

/** The page's state and saga, registered when its page loads. */
export const systemMenusFeature: Feature = {
  key: 'systemMenus',
  state: [systemMenusState],
  saga: systemMenusSaga,
};

export { MenuManagement } from './components/menu-management';
