import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { bindApiClient } from '@/api/client';
import { initialLayoutState, readSidebarCollapsed } from '@/features/layout';
import { readPreferences } from '@/features/preferences';
import { initialSessionState, readStoredSession, selectToken, sessionTimedOut } from '@/features/session';
import { showNotice } from '@/lib/toaster';
import { type RootState, keepAlive, rootReducer, runInjectedSagas } from '@/lib/store';
import { registerShellFeatures } from './shell-features';

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
 * Makes the store with every registered saga running, and binds the app's API client to it (the
 * token header, the session-timeout flow, the messages). The shell's features are registered
 * first (`shell-features.ts`), so their state is in the store from the start; a page's features
 * are registered by its route when its chunk loads. A slice in `preloadedState` is kept only when
 * its feature is registered by then (a test registers a page's feature first); the session, the
 * sidebar and the preferences missing from it start from storage.
 */
export function makeStore(preloadedState: Partial<RootState> = {}) {
  registerShellFeatures();
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
