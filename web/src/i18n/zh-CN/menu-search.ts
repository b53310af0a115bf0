/** zh-CN catalogue section `menuSearch`: the menu search (Ctrl+K) and its header button. */
export const menuSearch = {
  /** The header button, its tooltip and the search field's accessible name. */
  open: '搜索菜单',
  placeholder: '输入页面名称、路径或拼音首字母',
  /** Accessible name of the list of results. */
  results: '搜索结果',
  recent: '最近访问',
  noResults: '没有匹配的页面',
} as const;
