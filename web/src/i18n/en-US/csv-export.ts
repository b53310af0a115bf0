import type { csvExport as zhCN } from '@/i18n/zh-CN/csv-export';

/** en-US catalogue section `csvExport`: the English twin of the zh-CN section, key for key. */
export const csvExport: { readonly [K in keyof typeof zhCN]: string } = {
  export: 'Export',
  exportHint: 'Export every record of the current query (CSV)',
  progress: 'Exported {rows} / {total} rows',
  progressUnknown: 'Exported {rows} rows',
  progressLabel: 'Export progress',
  cancel: 'Cancel export',
  done: 'Exported {rows} rows',
  cancelled: 'Export cancelled',
  interrupted: 'The export broke off and no file was saved; please try again',
};
