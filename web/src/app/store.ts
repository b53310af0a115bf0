import { type Reducer, type StateFromReducersMapObject, type UnknownAction, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { bindApiClient } from '../api/client';
import { initialLayoutState, readSidebarCollapsed } from '../features/layout';
import '../features/menu';
import '../features/profile';
import { initialSessionState, readStoredSession, selectToken, sessionTimedOut } from '../features/session';
import { systemMenusReducer } from '../features/system-menus';
import { systemResourcesReducer } from '../features/system-resources';
import { systemRolesReducer } from '../features/system-roles';
import { systemUsersReducer } from '../features/system-users';
import { showNotice } from '../lib/toaster';
import { type RootState as InjectedState, keepAlive, rootReducer, runInjectedSagas } from '../lib/store';
import { rootSaga } from './root-saga';

const staticReducers = {
  systemUsers: systemUsersReducer,
  systemRoles: systemRolesReducer,
  systemResources: systemResourcesReducer,
  systemMenus: systemMenusReducer,
};
for (const [reducerPath, reducer] of Object.entries(staticReducers)) rootReducer.inject({ reducerPath, reducer: reducer as Reducer });

/** The store's state: the injected slices, and the ones still added here at start. */
export type RootState = InjectedState & StateFromReducersMapObject<typeof staticReducers>;

/** The stored token and expiry, or a signed-out session. */
function sessionFromStorage() {
  const stored = readStoredSession();
  return stored ? { ...initialSessionState, token: stored.token, expiresAt: stored.expiresAt } : initialSessionState;
}

/**
 * Makes the store with every injected saga running, and binds the app's API client to it (the
 * token header, the session-timeout flow, the messages). The shell's features (session, profile,
 * layout, menu) are imported above so their slices are injected before the store exists; a
 * page's feature injects its own when its chunk loads. A slice in `preloadedState` is kept only
 * when its feature is injected by then (a test imports the feature first); the session and the
 * sidebar missing from it start from storage.
 */
export function makeStore(preloadedState: Partial<RootState> = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState: {
      ...preloadedState,
      session: preloadedState.session ?? sessionFromStorage(),
      layout: preloadedState.layout ?? { ...initialLayoutState, sidebarCollapsed: readSidebarCollapsed() },
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(sagaMiddleware),
  });
  bindApiClient({
    getToken: () => selectToken(store.getState()),
    onSessionTimeout: () => store.dispatch(sessionTimedOut()),
    notify: showNotice,
  });
  sagaMiddleware.run(rootSaga);
  runInjectedSagas((saga) => sagaMiddleware.run(keepAlive, saga));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
