/** Menu management: the tree, the menu form with its actions and their resources, reducer and saga. */
export { MenuManagement } from './components/menu-management';
export { systemMenusReducer } from './slice';
export { systemMenusSaga } from './sagas';
