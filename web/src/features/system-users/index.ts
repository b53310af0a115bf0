/** User management: the list with its dialogs; its state and saga are registered by its page (`systemUsersFeature`). */
import type { Feature } from '@/lib/store';
import { systemUsersSaga } from './sagas';
import { systemUsersReducer } from './slice';

/** The page's state and saga, registered when its page loads. */
export const systemUsersFeature: Feature = {
  key: 'systemUsers',
  state: [{ reducerPath: 'systemUsers', reducer: systemUsersReducer }],
  saga: systemUsersSaga,
};

export { UserManagement } from './components/user-management';
