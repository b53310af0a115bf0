import type { tabs as zhCNTabs } from '@/i18n/zh-CN/tabs';

/** en-US catalogue section `tabs`: the bar of open pages above the content and its menu. */
export const tabs: { readonly [K in keyof typeof zhCNTabs]: string } = {
  bar: 'Open pages',
  keyHint: 'Delete closes; Shift+F10 opens the menu',
  menu: 'Tab actions',
  reload: 'Reload',
  close: 'Close',
  closeOthers: 'Close others',
  closeRight: 'Close tabs to the right',
  closeAll: 'Close all',
};
