import type { CatalogueOf } from '@/i18n/catalogue';
import type { lockScreen as zhCNLockScreen } from '@/i18n/zh-CN/lock-screen';

/** en-US catalogue section `lockScreen`: the locked screen, the user menu's item and its setting. */
export const lockScreen: CatalogueOf<typeof zhCNLockScreen> = {
  lock: 'Lock screen',
  title: 'Screen locked',
  hint: 'Enter the password of {userName} to unlock',
  unlock: 'Unlock',
  signOut: 'Sign out',
  setting: 'Lock the screen when idle',
  never: 'Never',
  after: 'After {minutes} min',
};
