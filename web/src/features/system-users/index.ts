/** User management: the list with its dialogs; its state and saga are registered by its page (`systemUsersFeature`). */
import type { Feature } from '@/lib/store';
import { systemUsersSaga } from './sagas';
import { systemUsersState } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { systemUsersState };

/** The page's state and saga, registered when its page loads. */
export const systemUsersFeature: Feature = {
  key: 'systemUsers',
  state: [systemUsersState],
  saga: systemUsersSaga,
};

export { UserManagement } from './components/user-management';
