/**
 * The store's state, declared in one place from the slices the features export: the store core
 * (`lib/store`) knows no feature, so this module fills its `LazyLoadedSlices` by declaration
 * merging. Each slice stays optional in `RootState` until its feature is registered.
 */
import type { WithSlice } from '@reduxjs/toolkit';
import type { demoListState } from '@/demos/list';
import type { dashboardSlice } from '@/features/dashboard';
import type { layoutSlice } from '@/features/layout';
import type { lockScreenSlice } from '@/features/lock-screen';
import type { loginSlice } from '@/features/login';
import type { menuFreshnessSlice, menuSlice } from '@/features/menu';
import type { menuSearchSlice } from '@/features/menu-search';
import type { noticesSlice } from '@/features/notices';
import type { preferencesSlice } from '@/features/preferences';
import type { profileSlice } from '@/features/profile';
import type { sessionSlice } from '@/features/session';
import type { systemOperationLogState, systemSignInLogState } from '@/features/system-audit';
import type { systemMenusState } from '@/features/system-menus';
import type { systemResourcesState } from '@/features/system-resources';
import type { systemRolesState } from '@/features/system-roles';
import type { systemUsersState } from '@/features/system-users';
import type { tabsSlice } from '@/features/tabs';

declare module '@/lib/store' {
  interface LazyLoadedSlices
    extends
      WithSlice<typeof sessionSlice>,
      WithSlice<typeof loginSlice>,
      WithSlice<typeof profileSlice>,
      WithSlice<typeof menuSlice>,
      WithSlice<typeof menuFreshnessSlice>,
      WithSlice<typeof layoutSlice>,
      WithSlice<typeof preferencesSlice>,
      WithSlice<typeof tabsSlice>,
      WithSlice<typeof dashboardSlice>,
      WithSlice<typeof menuSearchSlice>,
      WithSlice<typeof lockScreenSlice>,
      WithSlice<typeof noticesSlice>,
      WithSlice<typeof systemUsersState>,
      WithSlice<typeof systemRolesState>,
      WithSlice<typeof systemMenusState>,
      WithSlice<typeof systemResourcesState>,
      WithSlice<typeof systemOperationLogState>,
      WithSlice<typeof systemSignInLogState>,
      WithSlice<typeof demoListState> {}
}
