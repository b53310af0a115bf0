/** zh-CN catalogue section `tabs`: the bar of open pages above the content and its menu. */
export const tabs = {
  bar: '已打开的页面',
  keyHint: '按 Delete 关闭，Shift+F10 打开菜单',
  menu: '标签页操作',
  reload: '重新加载',
  close: '关闭',
  closeOthers: '关闭其他',
  closeRight: '关闭右侧',
  closeAll: '关闭全部',
} as const;
