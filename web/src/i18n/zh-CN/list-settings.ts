/** zh-CN catalogue section `listSettings`: the table settings popover of the lists' toolbars. */
export const listSettings = {
  button: '表格设置',
  columns: '显示列',
  lastColumn: '至少显示一列',
  density: '行密度',
  standard: '标准',
  compact: '紧凑',
} as const;
