/** zh-CN catalogue section `layoutModes`: where the menu sits (the settings drawer's choice) and the header's menu. */
export const layoutModes = {
  /** The settings drawer's choice and its options. */
  label: '菜单布局',
  side: '侧边菜单',
  top: '顶部菜单',
  mixed: '混合菜单',
  /** Accessible name of the menu in the header (the top and mixed layouts). */
  headerMenu: '顶部导航',
  /** The header menu's last button, holding the items the header has no room for. */
  more: '更多菜单',
} as const;
