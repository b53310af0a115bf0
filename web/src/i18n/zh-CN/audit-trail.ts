/** zh-CN catalogue section `auditTrail`: texts both audit logs share (操作日志, 登录日志). */
export const auditTrail = {
  results: { success: '成功', failure: '失败' },
  resultFilter: '按结果筛选',
  allResults: '全部结果',
  range: '时间范围',
  from: '开始时间',
  to: '结束时间',
  /** Between the two ends of the time range filter. */
  rangeTo: '至',
  /** A failed call's tag with its reason beside it. */
  failedBecause: '失败：{reason}',
} as const;
