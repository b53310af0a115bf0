/** Role management: the list, the role editor with its grants tree; its slice and saga inject themselves when the page first loads. */
export { RoleManagement } from './components/role-management';
