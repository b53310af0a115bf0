import type { iconPicker as zhCN } from '@/i18n/zh-CN/icon-picker';

/** en-US catalogue section `iconPicker`: the zh-CN section's keys in English. */
export const iconPicker: { readonly [K in keyof typeof zhCN]: string } = {
  open: 'Choose an icon',
  search: 'Search icons',
  icons: 'Icons to choose from',
  noResults: 'No matching icon',
  count: '{count} icons',
};
