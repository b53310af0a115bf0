import type { theme as zhCNTheme } from '../zh-CN/theme';

/** en-US catalogue section `theme` (the lead wires it into the en-US catalogue). */
export const theme: { readonly [K in keyof typeof zhCNTheme]: K extends 'languageNames' ? (typeof zhCNTheme)[K] : string } = {
  toDark: 'Switch to the dark theme',
  toLight: 'Switch to the light theme',
  settings: 'Display settings',
  themeLabel: 'Theme',
  system: 'Follow the system',
  light: 'Light',
  dark: 'Dark',
  languageLabel: 'Language',
  languageNames: { 'zh-CN': '简体中文', 'en-US': 'English' },
  layoutLabel: 'Layout',
  tabBar: 'Show the tab bar',
  sidebarCollapsedByDefault: 'Start with the sidebar collapsed',
  fixedHeader: 'Keep the header in view',
};
