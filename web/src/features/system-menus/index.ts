/** Menu management: the tree, the menu form with its actions and their resources; its slice and saga inject themselves when the page first loads. */
export { MenuManagement } from './components/menu-management';
