/**
 * The permission-aware half of the CRUD block: the list page view, its table columns with
 * permission-gated row actions and status switch, and what the signed-in user holds. The pure
 * half (slice, saga, list hook, dialogs, form fields) is `components/crud`.
 */
export { CrudListView, type CrudListViewProps } from './crud-list-view';
export {
  type OperationsColumnOptions,
  type RecordColumnHandlers,
  type StatusColumnOptions,
  createdAtColumn,
  recordColumnHandlers,
  statusColumn,
  withOperationsColumn,
} from './record-columns';
export { RowActions, type RowActionsProps } from './row-actions';
export { StatusSwitch, type StatusSwitchProps } from './status-switch';
export { ADMIN_ROLE_ID, HOLDS_EVERYTHING, type Holdings, ROOT_USER_ID, holdingsOf, holdsAction, holdsGrants, holdsMenu } from './holdings';
export { selectHoldings, useHoldings } from './use-holdings';
export { resetOnSignOut } from './reset-on-sign-out';
