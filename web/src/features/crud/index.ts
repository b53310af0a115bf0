/**
 * The permission-aware half of the CRUD block: a management page's binding (`useCrudPage`), its
 * list view, the table's shared columns with permission-gated row controls, what the signed-in
 * user holds for the privilege rules, and the reset of a feature's state on sign-out. The pure
 * half (REST calls, list slice and saga, options, dialogs, form fields) is `components/crud`.
 */
export { CrudListView } from './crud-list-view';
export { CsvExportButton, type CsvExportButtonProps } from './csv-export-button';
export { ENABLEMENT_CELLS } from './use-csv-export';
export {
  ALL_RIGHTS,
  NO_RIGHTS,
  type RecordColumnHandlers,
  type RecordTable,
  createdAtColumn,
  recordColumns,
  statusColumn,
} from './record-columns';
export { HOLDS_EVERYTHING, type Holdings, holdsAction, holdsGrants, holdsMenu } from './holdings';
export { useCrudPage } from './use-crud-page';
export { useHoldings } from './use-holdings';
