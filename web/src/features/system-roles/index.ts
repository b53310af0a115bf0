/** Role management: the list, the role editor with its grants tree, its reducer and saga. */
export { RoleManagement } from './components/role-management';
export { systemRolesReducer } from './slice';
export { systemRolesSaga } from './sagas';
