/**
 * The CRUD block's state and effects: the REST calls of a collection, the list slice and saga
 * factories, the options (a dialog's choices) slice, a management page's binding (`useCrudPage`),
 * its list view, the table's shared columns with permission-gated row controls, and what the
 * signed-in user holds for the privilege rules. The pure UI half (dialogs, form fields, the list
 * layout, URL query state) is `components/crud`, which imports no store, saga, client or toaster.
 */
export { CrudListView } from './crud-list-view';
export { ListView } from './list-view';
export { type ListPage, useListPage } from './use-list-page';
export { CsvExportButton, type CsvExportButtonProps } from './csv-export-button';
export { ENABLEMENT_CELLS } from './use-csv-export';
export { ALL_RIGHTS, NO_RIGHTS, type RecordColumnHandlers, enablementColumns, recordColumns } from './record-columns';
export { HOLDS_EVERYTHING, type Holdings, holdsAction, holdsGrants, holdsMenu } from './holdings';
export { type CrudRoute, useCrudPage } from './use-crud-page';
export { useHoldings } from './use-holdings';
export { type CrudSagaTexts, createCrudSaga, createListSaga } from './create-crud-saga';
export { type CrudSlice, createCrudSlice } from './create-crud-slice';
export { type OptionsState, createOptionsSlice } from './create-options-slice';
export { type CreateOf, type ItemOf, type QueryOf, type UpdateOf, recordWrites, restCrudApi } from './rest-crud-api';
export { type CrudListHandle, type CrudListSource, useCrudList } from './use-crud-list';
export { type OptionsHandle, useOptions } from './use-options';
