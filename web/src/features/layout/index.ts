/** The layout feature's public surface: the main layout's sidebar, drawer and full-screen state. */
import { injectSaga } from '../../lib/store';
import { layoutSaga } from './sagas';

injectSaga('layout', layoutSaga);

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
