/** Menu management: the tree, the menu form with its actions and their resources, reducer and saga. */
import { injectSaga } from '../../lib/store';
import { systemMenusSaga } from './sagas';

// The feature's reducer is injected by its slice module; its saga starts with the page's chunk.
injectSaga('systemMenus', systemMenusSaga);

export { MenuManagement } from './components/menu-management';
