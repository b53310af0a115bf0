/** Role management: the list, the role editor with its grants tree, its reducer and saga. */
import { injectSaga } from '../../lib/store';
import { systemRolesSaga } from './sagas';

// The feature's reducer is injected by its slice module; its saga starts with the page's chunk.
injectSaga('systemRoles', systemRolesSaga);

export { RoleManagement } from './components/role-management';
