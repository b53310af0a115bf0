/** API resource management: the list with its dialogs, its reducer and saga. */
export { ResourceManagement } from './components/resource-management';
export { systemResourcesReducer } from './slice';
export { systemResourcesSaga } from './sagas';
