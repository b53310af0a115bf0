import type { CatalogueOf } from '@/i18n/catalogue';
import type { demoTableGenerator as zhCNDemoTableGenerator } from '@/i18n/zh-CN/demo-table-generator';
import { plural } from './plural';

/** en-US catalogue section `demoTableGenerator`: texts of the table generator, shared by the editor, the preview and generated code. */
export const demoTableGenerator: CatalogueOf<typeof zhCNDemoTableGenerator> = {
  title: 'Table generator',
  description:
    'Define columns (name, type, searchable, sortable) to get a working search form and table at once, plus TSX code to copy.',
  columns: 'Columns',
  fieldName: 'Field name',
  label: 'Title',
  type: 'Type',
  searchable: 'Searchable',
  sortable: 'Sortable',
  addColumn: 'Add column',
  removeColumn: (label: string) => `Remove column ${label}`,
  preview: 'Preview',
  code: 'Generated code',
  copy: 'Copy code',
  copied: 'Copied',
  copyFailed: 'Copy failed, please select the code and copy it by hand',
  search: 'Search',
  reset: 'Reset',
  any: 'Any',
  yes: 'Yes',
  no: 'No',
  empty: 'No matching data',
  noColumns: 'Please define at least one column',
  fixProblems: 'Please fix the problems in the column definitions first',
  rowCount: (count: number) => `${plural(count, 'row')} in total`,
  sortBy: (label: string) => `Sort by ${label}`,
  problems: {
    nameInvalid: 'A field name must be an identifier starting with a letter or an underscore',
    nameDuplicate: 'Duplicate field name',
    labelEmpty: 'The title must not be empty',
  },
  sampleColumns: { city: 'City', amount: 'Amount', createdAt: 'Created on', enabled: 'Enabled' },
  typeNames: { text: 'Text', number: 'Number', date: 'Date', boolean: 'Yes/No' },
};
