import type { CatalogueOf } from '@/i18n/catalogue';
import type { layoutModes as zhCNLayoutModes } from '@/i18n/zh-CN/layout-modes';

/** en-US catalogue section `layoutModes`: where the menu sits (the settings drawer's choice) and the header's menu. */
export const layoutModes: CatalogueOf<typeof zhCNLayoutModes> = {
  label: 'Menu layout',
  side: 'Sidebar',
  top: 'Top menu',
  mixed: 'Sections on top, pages in the sidebar',
  headerMenu: 'Top navigation',
  more: 'More menus',
};
