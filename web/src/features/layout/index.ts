/** The layout feature's public surface: the main layout's sidebar, drawer and full-screen state. */
import type { Feature } from '@/lib/store';
import { layoutSaga } from './sagas';
import { layoutSlice } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { layoutSlice };

/** The main layout's state as the store holds it: the sidebar, the phone drawer, full screen. */
export const layoutFeature: Feature = { key: 'layout', state: [layoutSlice], saga: layoutSaga };

export { SIDEBAR_STORAGE_KEY, readSidebarCollapsed } from './sidebar-storage';
export { PHONE_MEDIA_QUERY, usePhoneLayout } from './phone-layout';
export {
  type LayoutState,
  drawerClosed,
  drawerOpened,
  fullScreenChanged,
  initialLayoutState,
  selectDrawerOpen,
  selectFullScreen,
  selectSidebarCollapsed,
  sidebarToggled,
} from './slice';
