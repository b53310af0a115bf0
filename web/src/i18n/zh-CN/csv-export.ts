/** zh-CN catalogue section `csvExport`: the CSV export of a list's query (button, progress, outcome). */
export const csvExport = {
  export: '导出',
  exportHint: '导出当前查询的全部记录（CSV）',
  progress: '已导出 {rows} / {total} 行',
  progressUnknown: '已导出 {rows} 行',
  progressLabel: '导出进度',
  cancel: '取消导出',
  done: '已导出 {rows} 行',
  cancelled: '已取消导出',
  interrupted: '导出中断，文件未保存，请重试',
} as const;
