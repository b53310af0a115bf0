import type { CatalogueOf } from '@/i18n/catalogue';
import type { systemResources as zhCNSystemResources } from '@/i18n/zh-CN/system-resources';

/** en-US catalogue section `systemResources`: texts of API resource management. */
export const systemResources: CatalogueOf<typeof zhCNSystemResources> = {
  title: 'Resources',
  tableLabel: 'Resource list',
  add: 'New resource',
  createTitle: 'New resource',
  editTitle: 'Edit resource',
  method: 'Method',
  path: 'Path',
  pathHelp: 'Starts with /, parameters in braces, such as /api/v1/users/{id}',
  pathFormat: 'The path must start with / and hold only letters, digits, ._~- and {parameters}',
  memo: 'Note',
  actions: 'Bound actions',
  noActions: 'Not bound',
  operations: 'Actions',
  searchPlaceholder: 'Path or note',
  methodFilter: 'Filter by method',
  allMethods: 'All methods',
  created: 'Resource created',
  updated: 'Resource updated',
  deleted: 'Resource deleted',
  confirmDelete: 'Delete the resource {name}?',
  empty: 'No resources',
  boundCallFixed: 'Only the note of a resource bound to actions can be changed',
};
