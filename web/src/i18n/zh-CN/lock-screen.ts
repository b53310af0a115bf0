/** zh-CN catalogue section `lockScreen`: the locked screen, the user menu's item and its setting. */
export const lockScreen = {
  /** The user menu's item. */
  lock: '锁定屏幕',
  title: '屏幕已锁定',
  hint: '输入 {userName} 的密码以解锁',
  unlock: '解锁',
  signOut: '退出登录',
  /** The settings drawer's choice. */
  setting: '无操作时自动锁屏',
  never: '从不',
  after: '{minutes} 分钟后',
} as const;
