import type { menuSearch as zhCN } from '@/i18n/zh-CN/menu-search';

/** en-US catalogue section `menuSearch`: the zh-CN section's keys in English. */
export const menuSearch: { readonly [K in keyof typeof zhCN]: string } = {
  open: 'Search menu',
  placeholder: 'Page name, path or pinyin initials',
  results: 'Search results',
  recent: 'Recent',
  noResults: 'No matching page',
};
