/** API resource management: the list with its dialogs, its reducer and saga. */
import { injectSaga } from '../../lib/store';
import { systemResourcesSaga } from './sagas';

// The feature's reducer is injected by its slice module; its saga starts with the page's chunk.
injectSaga('systemResources', systemResourcesSaga);

export { ResourceManagement } from './components/resource-management';
