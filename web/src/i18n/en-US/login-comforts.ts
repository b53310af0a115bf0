import type { loginComforts as zhCN } from '@/i18n/zh-CN/login-comforts';

/** en-US catalogue section `loginComforts`: the zh-CN section's keys in English. */
export const loginComforts: { readonly [K in keyof typeof zhCN]: string } = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  rememberUserName: 'Remember my user name',
  capsLock: 'Caps Lock is on',
};
