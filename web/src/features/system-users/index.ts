/** User management: the list with its dialogs, its reducer and saga. */
export { UserManagement } from './components/user-management';
export { systemUsersReducer } from './slice';
export { systemUsersSaga } from './sagas';
