/** zh-CN catalogue section `signInLog`: texts of the sign-in log (登录日志). */
export const signInLog = {
  title: '登录日志',
  tableLabel: '登录日志列表',
  empty: '暂无登录记录',
  searchPlaceholder: '用户名',
  at: '时间',
  userName: '用户名',
  event: '事件',
  result: '结果',
  reason: '失败原因',
  clientAddress: '客户端地址',
  userAgent: '浏览器标识',
  events: { login: '登录', refresh: '刷新令牌', logout: '退出', unlock: '解锁' },
  eventFilter: '按事件筛选',
  allEvents: '全部事件',
} as const;
