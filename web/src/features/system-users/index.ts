/** User management: the list with its dialogs, its reducer and saga. */
import { injectSaga } from '../../lib/store';
import { systemUsersSaga } from './sagas';

// The feature's reducer is injected by its slice module; its saga starts with the page's chunk.
injectSaga('systemUsers', systemUsersSaga);

export { UserManagement } from './components/user-management';
