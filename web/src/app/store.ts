import { type Reducer, type StateFromReducersMapObject, type UnknownAction, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { bindApiClient } from '../api/client';
import { type AuthState, authReducer, initialAuthState, readStoredSession, sessionTimedOut } from '../features/auth';
import { dashboardReducer } from '../features/dashboard';
import { demoListReducer } from '../features/demo-list';
import { type LayoutState, initialLayoutState, layoutReducer, readSidebarCollapsed } from '../features/layout';
import { initialMenuState, menuReducer } from '../features/menu';
import { keepAlive, rootReducer, runInjectedSagas } from '../lib/store';
import { rootSaga } from './root-saga';

const staticReducers = {
  auth: authReducer,
  menu: menuReducer,
  layout: layoutReducer,
  dashboard: dashboardReducer,
  demoList: demoListReducer,
};
for (const [reducerPath, reducer] of Object.entries(staticReducers)) rootReducer.inject({ reducerPath, reducer: reducer as Reducer });

export type RootState = StateFromReducersMapObject<typeof staticReducers>;

function authFromStorage(): AuthState {
  const stored = readStoredSession();
  return stored ? { ...initialAuthState, token: stored.token, expiresAt: stored.expiresAt } : initialAuthState;
}

function layoutFromStorage(): LayoutState {
  return { ...initialLayoutState, sidebarCollapsed: readSidebarCollapsed() };
}

/**
 * Makes the store with the root saga running, and binds the app's API client to it (the token
 * header and the session-timeout flow). A slice missing from `preloadedState` starts from
 * storage (the token, the sidebar) or from its initial state.
 */
export function makeStore(preloadedState: Partial<RootState> = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState: {
      ...preloadedState,
      auth: preloadedState.auth ?? authFromStorage(),
      menu: preloadedState.menu ?? initialMenuState,
      layout: preloadedState.layout ?? layoutFromStorage(),
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(sagaMiddleware),
  });
  bindApiClient({
    getToken: () => store.getState().auth.token,
    onSessionTimeout: () => store.dispatch(sessionTimedOut()),
  });
  sagaMiddleware.run(rootSaga);
  runInjectedSagas((saga) => sagaMiddleware.run(keepAlive, saga));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
