/** zh-CN catalogue section `iconPicker`: the menu form's icon picker. */
export const iconPicker = {
  open: '选择图标',
  search: '搜索图标',
  /** Accessible name of the grid of icons. */
  icons: '可选图标',
  noResults: '没有匹配的图标',
  /** How many icons match, read out as the search changes. */
  count: '共 {count} 个图标',
} as const;
