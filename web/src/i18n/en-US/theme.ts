import type { CatalogueOf } from '@/i18n/catalogue';
import type { theme as zhCNTheme } from '@/i18n/zh-CN/theme';

/** en-US catalogue section `theme` (the header's theme toggle and the settings drawer). */
export const theme: CatalogueOf<typeof zhCNTheme> = {
  toDark: 'Switch to the dark theme',
  toLight: 'Switch to the light theme',
  settings: 'Display settings',
  themeLabel: 'Theme',
  system: 'Follow the system',
  light: 'Light',
  dark: 'Dark',
  languageLabel: 'Language',
  layoutLabel: 'Layout',
  tabBar: 'Show the tab bar',
  sidebarCollapsedByDefault: 'Start with the sidebar collapsed',
  fixedHeader: 'Keep the header in view',
};
