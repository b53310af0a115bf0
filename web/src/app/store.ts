import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { bindApiClient } from '../api/client';
import { initialLayoutState, readSidebarCollapsed } from '../features/layout';
import '../features/menu';
import { readPreferences } from '../features/preferences';
import '../features/profile';
import { initialSessionState, readStoredSession, selectToken, sessionTimedOut } from '../features/session';
import { showNotice } from '../lib/toaster';
import { type RootState, keepAlive, rootReducer, runInjectedSagas } from '../lib/store';

/** The stored token, expiry and clocks at issue, or a signed-out session. */
function sessionFromStorage() {
  const stored = readStoredSession();
  return stored
    ? {
        ...initialSessionState,
        token: stored.token,
        expiresAt: stored.expiresAt,
        ...(stored.issued && { issued: stored.issued }),
      }
    : initialSessionState;
}

/**
 * Makes the store with every injected saga running, and binds the app's API client to it (the
 * token header, the session-timeout flow, the messages). The shell's features (session, profile,
 * layout, menu) are imported above so their slices are injected before the store exists; a
 * page's feature injects its own when its chunk loads. A slice in `preloadedState` is kept only
 * when its feature is injected by then (a test imports the feature first); the session, the
 * sidebar and the preferences missing from it start from storage.
 */
export function makeStore(preloadedState: Partial<RootState> = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const preferences = preloadedState.preferences ?? readPreferences();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...preloadedState,
      session: preloadedState.session ?? sessionFromStorage(),
      // 侧边栏默认收起 starts every page load collapsed; without it the sidebar opens as it was left.
      layout: preloadedState.layout ?? {
        ...initialLayoutState,
        sidebarCollapsed: preferences.sidebarCollapsedByDefault || readSidebarCollapsed(),
      },
      preferences,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(sagaMiddleware),
  });
  bindApiClient({
    getToken: () => selectToken(store.getState()),
    onSessionTimeout: () => store.dispatch(sessionTimedOut()),
    notify: showNotice,
  });
  runInjectedSagas((key, saga) => sagaMiddleware.run(keepAlive, key, saga));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
