import type { CatalogueOf } from '@/i18n/catalogue';
import type { crud as zhCNCrud } from '@/i18n/zh-CN/crud';

/** en-US catalogue section `crud`: texts of the shared list-and-form pieces: validation, row actions, status. */
export const crud: CatalogueOf<typeof zhCNCrud> = {
  required: 'Please enter {field}',
  minLength: '{field} needs at least {min} characters',
  unprintable: '{field} contains characters that cannot be shown',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  mismatch: 'The passwords do not match',
  edit: 'Edit',
  delete: 'Delete',
  editRow: 'Edit {name}',
  deleteRow: 'Delete {name}',
  enableRow: 'Enable {name}',
  enabled: 'Enabled',
  disabled: 'Disabled',
  statusFilter: 'Filter by status',
  allStatuses: 'All statuses',
  searchPlaceholder: 'Search by keyword',
  search: 'Search',
  reset: 'Reset',
  refresh: 'Refresh',
};
