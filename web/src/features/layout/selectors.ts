import type { LayoutState } from './slice';

type WithLayout = { layout: LayoutState };

/** Whether the sidebar is collapsed to icons. */
export const selectSidebarCollapsed = (state: WithLayout) => state.layout.sidebarCollapsed;
/** Whether the browser is in full screen. */
export const selectFullScreen = (state: WithLayout) => state.layout.fullScreen;
