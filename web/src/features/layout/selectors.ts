import type { LayoutState } from './slice';

type WithLayout = { layout: LayoutState };

export const selectSidebarCollapsed = (state: WithLayout) => state.layout.sidebarCollapsed;
export const selectFullScreen = (state: WithLayout) => state.layout.fullScreen;
