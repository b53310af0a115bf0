import type { CatalogueOf } from '@/i18n/catalogue';
import type { core as zhCNCore } from '@/i18n/zh-CN/core';
import { request } from './request';

/** en-US catalogue section `core`: site, request errors, session, header, error pages, login, profile, permission and storage texts. */
export const core: CatalogueOf<typeof zhCNCore> = {
  site: {
    home: 'Home',
    description:
      'Admin console: staff sign in with a user name, password and captcha, and manage users, roles, menus and resources by permission.',
  },
  request,
  session: {
    loginTimeout: 'Your session has expired, please sign in again',
    loggedOut: 'Signed out',
    loadRestarted: 'Loading your session kept restarting and was stopped, please sign in again',
    logoutUnconfirmed:
      'The server could not confirm the sign-out: you are signed out on this device, and the session ends by itself when its token expires',
    signedOutElsewhere: 'You were signed out in another tab, please sign in again',
  },
  header: {
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
    toggleSidebar: 'Collapse sidebar',
    openNavigation: 'Open navigation menu',
    navigation: 'Navigation menu',
    more: 'More',
    location: 'You are here',
    userCenter: 'My profile',
    userSet: 'Account settings',
    logout: 'Sign out',
  },
  errorPages: {
    backHome: 'Back to home',
    back: 'Go back',
    notFound: { code: '404', message: 'Sorry, the page you visited does not exist' },
    forbidden: { code: '401', message: 'Sorry, you are not allowed to view this page' },
    serverError: { code: '500', message: 'Sorry, something went wrong on the server' },
    pageLoadFailed: 'The page failed to load',
    chunkLoadFailed:
      'The page files could not be downloaded: the network may be down or the app was updated. Please try again.',
    retry: 'Retry',
  },
  login: {
    title: 'Sign in',
    userName: 'User name',
    password: 'Password',
    captchaCode: 'Captcha',
    captchaImage: 'Captcha image, click to refresh',
    submit: 'Sign in',
    submitting: 'Signing in…',
    captchaMissing: 'The captcha could not be loaded: click it to get a new one, then sign in',
  },
  profile: {
    realName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    avatar: 'Avatar',
    save: 'Save',
    saved: 'Profile updated',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordMismatch: 'The new passwords do not match',
    changePassword: 'Change password',
    passwordChanged: 'Password changed',
  },
  permission: {
    directiveMisuse: `need rights! Like v-permission="'module.add'" or v-permission="['module.add','module.edit']"`,
    functionMisuse: "need permissions!  value like 'module.add' or ['module.add','module.edit']",
  },
  language: {
    switchTo: 'Switch language to {language}',
  },
  storage: {
    unsupported: 'Your browser does not support localStorage',
  },
};
