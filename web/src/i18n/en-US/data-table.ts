import type { CatalogueOf } from '@/i18n/catalogue';
import type { dataTable as zhCNDataTable } from '@/i18n/zh-CN/data-table';

/** en-US catalogue section `dataTable`: texts of the shared data table, pager and dialogs. */
export const dataTable: CatalogueOf<typeof zhCNDataTable> = {
  total: '{total} in total',
  pageSize: '{size} / page',
  pageSizeLabel: 'Rows per page',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page {page}',
  pagination: 'Pagination',
  sortBy: 'Sort by {column}',
  empty: 'No data',
  emptyDescription: 'No records match your filters',
  loadFailed: 'The data failed to load',
  retry: 'Retry',
  loading: 'Loading…',
  cancel: 'Cancel',
  save: 'Save',
  delete: 'Delete',
};
