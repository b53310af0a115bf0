import type { CatalogueOf } from '@/i18n/catalogue';
import type { demoList as zhCNDemoList } from '@/i18n/zh-CN/demo-list';
import { plural } from './plural';

/** en-US catalogue section `demoList`: texts of the demo list pages. */
export const demoList: CatalogueOf<typeof zhCNDemoList> = {
  queryList: {
    title: 'Query table',
    description:
      'Server-side queries over 5,000 mock records: keyword, status and date range filters, server-side paging and sorting, row selection.',
    results: 'Query results',
  },
  standardList: {
    title: 'Standard list',
    description:
      'The same records as a list of cards, with search, paging, and edit and delete actions shown by permission.',
    meta: 'Owner: {owner} · Calls: {calls} · {date}',
  },
  filters: {
    keyword: 'Keyword',
    keywordPlaceholder: 'Name, description or owner',
    status: 'Status',
    anyStatus: 'All statuses',
    startDate: 'Start date',
    endDate: 'End date',
    search: 'Search',
    reset: 'Reset',
  },
  columns: {
    id: 'ID',
    name: 'Name',
    description: 'Description',
    owner: 'Owner',
    status: 'Status',
    callCount: 'Calls',
    createdAt: 'Created',
    actions: 'Actions',
  },
  status: { closed: 'Closed', running: 'Running', online: 'Online', error: 'Error' },
  sortBy: (label: string) => `Sort by ${label}`,
  selectAll: 'Select all on this page',
  selectRow: (name: string) => `Select ${name}`,
  selected: (count: number) => `${plural(count, 'item')} selected`,
  clearSelection: 'Clear selection',
  deleteSelected: 'Delete selected',
  add: 'New',
  edit: 'Edit',
  delete: 'Delete',
  loading: 'Loading…',
  empty: 'No matching data',
  emptyHint: 'Try another keyword or clear the filters',
  loadFailed: 'The data failed to load',
  retry: 'Retry',
  pager: {
    total: (total: number) => `${total.toLocaleString('en-US')} in total`,
    page: (current: number, pages: number) => `Page ${current} of ${pages}`,
    previous: 'Previous page',
    next: 'Next page',
    first: 'First page',
    last: 'Last page',
    pageSize: 'Rows per page',
    perPage: (size: number) => `${size} / page`,
  },
  dialog: {
    addTitle: 'New item',
    editTitle: 'Edit item',
    save: 'Save',
    cancel: 'Cancel',
    required: (label: string) => `Please fill in ${label}`,
    tooLong: (label: string, max: number) => `${label} must not exceed ${max} characters`,
    saved: 'Saved',
  },
  confirmDelete: (count: number) => `Delete ${plural(count, 'item')}? This cannot be undone.`,
  deleted: (count: number) => `Deleted ${plural(count, 'item')}`,
};
