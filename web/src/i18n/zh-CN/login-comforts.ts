/** zh-CN catalogue section `loginComforts`: the login form's show-password toggle, remembered user name and Caps Lock warning. */
export const loginComforts = {
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  rememberUserName: '记住账号',
  capsLock: '大写锁定已打开',
} as const;
