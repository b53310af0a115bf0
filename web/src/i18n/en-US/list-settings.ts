import type { PageSectionsCatalogue } from '@/i18n/catalogue';

/** en-US catalogue section `listSettings`: the table settings popover of the lists' toolbars. */
export const listSettings: PageSectionsCatalogue['listSettings'] = {
  button: 'Table settings',
  columns: 'Columns shown',
  lastColumn: 'At least one column stays shown',
  density: 'Row density',
  standard: 'Standard',
  compact: 'Compact',
};
