import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { layoutSaga } from './sagas';
import { SIDEBAR_STORAGE_KEY, readSidebarCollapsed, storeSidebarCollapsed } from './sidebar-storage';
import {
  drawerClosed,
  drawerOpened,
  fullScreenChanged,
  initialLayoutState,
  layoutSlice,
  selectDrawerOpen,
  selectFullScreen,
  selectSidebarCollapsed,
  sidebarToggled,
} from './slice';

afterEach(() => window.localStorage.clear());

describe('layout slice', () => {
  it('toggles the sidebar', () => {
    const once = layoutSlice.reducer(initialLayoutState, sidebarToggled());
    expect(selectSidebarCollapsed({ layout: once })).toBe(true);
    expect(selectSidebarCollapsed({ layout: layoutSlice.reducer(once, sidebarToggled()) })).toBe(false);
  });

  it('opens and closes the phone drawer, leaving the desktop sidebar as it was', () => {
    const open = layoutSlice.reducer(initialLayoutState, drawerOpened());
    expect(selectDrawerOpen({ layout: open })).toBe(true);
    expect(selectSidebarCollapsed({ layout: open })).toBe(false);
    expect(selectDrawerOpen({ layout: layoutSlice.reducer(open, drawerClosed()) })).toBe(false);
  });

  it('follows the browser full-screen state', () => {
    const on = layoutSlice.reducer(initialLayoutState, fullScreenChanged(true));
    expect(selectFullScreen({ layout: on })).toBe(true);
    expect(selectFullScreen({ layout: layoutSlice.reducer(on, fullScreenChanged(false)) })).toBe(false);
  });
});

describe('layout saga', () => {
  it('persists the collapsed state on every toggle', async () => {
    await expectSaga(layoutSaga)
      .withReducer(combineReducers({ layout: layoutSlice.reducer }), { layout: initialLayoutState })
      .provide([[matchers.call.fn(storeSidebarCollapsed), undefined]])
      .call(storeSidebarCollapsed, true)
      .dispatch(sidebarToggled())
      .silentRun(20);
  });
});

describe('sidebar storage', () => {
  it('reads back what it stored, expanded by default or when tampered with', () => {
    expect(readSidebarCollapsed()).toBe(false);
    storeSidebarCollapsed(true);
    expect(readSidebarCollapsed()).toBe(true);
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, '"yes"');
    expect(readSidebarCollapsed()).toBe(false);
  });
});
