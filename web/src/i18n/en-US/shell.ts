import type { CatalogueOf } from '@/i18n/catalogue';
import type { shell as zhCNShell } from '@/i18n/zh-CN/shell';

/** en-US catalogue section `shell`: texts of the app shell's pages: validation, login, user center, user settings. */
export const shell: CatalogueOf<typeof zhCNShell> = {
  validation: {
    required: 'Please enter {field}',
    sameAsOld: 'The new password must differ from the current one',
    avatarTooLarge: 'The avatar image must not exceed {kb} KB',
    avatarNotImage: 'Please choose an image file',
  },
  login: {
    subtitle: 'Welcome back, please sign in to your account',
    captchaFailed: 'The captcha failed to load, click to retry',
  },
  userCenter: {
    title: 'My profile',
    userName: 'User name',
    realName: 'Full name',
    roles: 'Roles',
    email: 'Email',
    phone: 'Phone',
    empty: 'Not set',
    roleSeparator: ', ',
  },
  userSet: {
    profile: 'Profile',
    password: 'Change password',
    chooseAvatar: 'Choose image',
  },
  layout: {
    menu: 'Main menu',
    loading: 'Loading',
    openSubmenu: 'Open submenu',
  },
  routeTitles: {
    login: 'Sign in',
    notFound: 'Page not found',
    noPermission: 'Access denied',
    serverError: 'Server error',
  },
};
