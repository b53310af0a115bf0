/** zh-CN catalogue section `dataTable`: texts of the shared data table, pager and dialogs. */
export const dataTable = {
  total: '共 {total} 条',
  pageSize: '{size} 条/页',
  pageSizeLabel: '每页条数',
  previous: '上一页',
  next: '下一页',
  page: '第 {page} 页',
  pagination: '分页',
  sortBy: '按{column}排序',
  empty: '暂无数据',
  emptyDescription: '没有符合条件的记录',
  loadFailed: '数据加载失败',
  retry: '重试',
  loading: '加载中…',
  cancel: '取消',
  save: '保存',
  delete: '删除',
} as const;
