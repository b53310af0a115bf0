/** Role management: the list, the role editor with its grants tree; its state and saga are registered by its page (`systemRolesFeature`). */
import type { Feature } from '@/lib/store';
import { systemRolesSaga } from './sagas';
import { systemRolesState } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { systemRolesState };

/** The page's state and saga, registered when its page loads. */
export const systemRolesFeature: Feature = {
  key: 'systemRoles',
  state: [systemRolesState],
  saga: systemRolesSaga,
};

export { RoleManagement } from './components/role-management';
