/**
 * The permission-aware half of the CRUD block: the list page view, its table columns with
 * permission-gated row actions and status switch, and what the signed-in user holds. The pure
 * half (slice, saga, list hook, dialogs, form fields) is `components/crud`.
 */
export { CrudListView, type CrudListViewProps } from './crud-list-view';
export {
  ALL_RIGHTS,
  NO_RIGHTS,
  type RecordColumnHandlers,
  type RecordTable,
  type RowRights,
  createdAtColumn,
  recordColumnHandlers,
  recordColumns,
  statusColumn,
} from './record-columns';
export { RowActions, type RowActionsProps } from './row-actions';
export { StatusSwitch, type StatusSwitchProps } from './status-switch';
export { ADMIN_ROLE_ID, HOLDS_EVERYTHING, type Holdings, ROOT_USER_ID, holdingsOf, holdsAction, holdsGrants, holdsMenu } from './holdings';
export { type CrudPage, type CrudPageConfig, useCrudPage } from './use-crud-page';
export { selectHoldings, useHoldings } from './use-holdings';
export { resetOnSignOut } from './reset-on-sign-out';
