/** zh-CN catalogue section `notices`: the header's bell, its drawer of recent notices, and why a session ended. */
export const notices = {
  /** The bell's name without unread notices, and its drawer's title. */
  title: '通知',
  /** The bell's name with unread notices. */
  titleUnread: (count: number) => `${count} 条未读通知`,
  empty: '暂无通知',
  unread: '未读',
  /** One line per kind of notice. */
  menuChanged: '您的菜单或权限已更新',
  exportFinished: (list: string, rows: number) => `${list}导出完成，共 ${rows} 条记录`,
  lists: {
    users: '用户列表',
    roles: '角色列表',
    resources: '资源列表',
    demoItems: '示例列表',
    operationLogs: '操作日志',
    signInLogs: '登录日志',
  },
  /** Why the server signed the user out. */
  ended: {
    account_disabled: '您的账号已被停用，请联系管理员',
    account_deleted: '您的账号已被删除',
    password_changed: '您的密码已在别处修改，请使用新密码重新登录',
  },
} as const;
