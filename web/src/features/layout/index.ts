/** The layout feature's public surface: the main layout's sidebar and full-screen state. */
import { injectSaga } from '../../lib/store';
import { layoutSaga } from './sagas';

injectSaga('layout', layoutSaga);

export { SIDEBAR_STORAGE_KEY, readSidebarCollapsed } from './sidebar-storage';
export {
  type LayoutState,
  fullScreenChanged,
  initialLayoutState,
  selectFullScreen,
  selectSidebarCollapsed,
  sidebarToggled,
} from './slice';
