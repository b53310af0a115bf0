/** API resource management: the list with its dialogs; its slice and saga inject themselves when the page first loads. */
export { ResourceManagement } from './components/resource-management';
