/** zh-CN catalogue section `theme`: the header's theme toggle and the settings drawer. */
export const theme = {
  /** The theme toggle's name, saying what a press does. */
  toDark: '切换到深色主题',
  toLight: '切换到浅色主题',
  /** The header button opening the settings drawer, and the drawer's title. */
  settings: '界面设置',
  themeLabel: '主题',
  system: '跟随系统',
  light: '浅色',
  dark: '深色',
  languageLabel: '语言',
  /** Each language named in itself, so a reader of either finds their own. */
  layoutLabel: '布局',
  tabBar: '显示标签栏',
  sidebarCollapsedByDefault: '侧边栏默认收起',
  fixedHeader: '固定顶栏',
} as const;
