/** User management: the list with its dialogs; its slice and saga inject themselves when the page first loads. */
export { UserManagement } from './components/user-management';
