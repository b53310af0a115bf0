import { call, put, select, takeEvery } from 'redux-saga/effects';
import {
  HOME_PATH,
  type MenuRouteIndex,
  type RouteDescriptor,
  selectMenuRoutesByName,
  selectMenuRoutesByPath,
  treeLoaded,
} from '@/features/menu';
import { type UserInfo, selectUser } from '@/features/profile';
import { type TabsState, tabOpened, tabsDropped, tabsRestored } from './slice';
import type { OpenTab } from './tab-list';
import { readStoredTabs, storeTabs } from './tabs-storage';

type TabsRoot = { tabs: TabsState };
const selectTabsState = (state: TabsRoot): TabsState => state.tabs;

/** Restores the signed-in user's stored tabs once per sign-in; answers whether it did. */
function* adoptUser() {
  const user: UserInfo | null = yield select(selectUser);
  const { owner }: TabsState = yield select(selectTabsState);
  if (user === null || owner === user.userId) return false;
  const tabs: OpenTab[] = yield call(readStoredTabs, user.userId);
  yield put(tabsRestored({ owner: user.userId, tabs }));
  return true;
}

/** Drops the tabs the menu no longer holds at their path, and opens the fixed home tab where the menu holds it. */
function* fitToMenu() {
  const byName: ReadonlyMap<string, RouteDescriptor> = yield select(selectMenuRoutesByName);
  const { tabs }: TabsState = yield select(selectTabsState);
  const gone = tabs.filter((tab) => byName.get(tab.name)?.path !== tab.path).map((tab) => tab.path);
  if (gone.length > 0) yield put(tabsDropped(gone));
  if (tabs.some((tab) => tab.path === HOME_PATH && !gone.includes(tab.path))) return;
  const byPath: MenuRouteIndex = yield select(selectMenuRoutesByPath);
  const home = byPath.get(HOME_PATH)?.descriptor;
  if (home) yield put(tabOpened({ path: home.path, name: home.name, search: '', fixed: true }));
}

function* onTreeLoaded() {
  yield call(adoptUser);
  yield call(fitToMenu);
}

// The first tab a sign-in opens may come before the user's list was restored (the tabs module
// loads with the main layout, after the session's first tree).
function* onTabOpened() {
  const restored: boolean = yield call(adoptUser);
  if (restored) yield call(fitToMenu);
}

function* persistTabs() {
  const { owner, tabs }: TabsState = yield select(selectTabsState);
  if (owner !== null) yield call(storeTabs, owner, tabs);
}

const isTabsAction = (action: unknown): boolean =>
  typeof (action as { type?: unknown }).type === 'string' && (action as { type: string }).type.startsWith('tabs/');

/** Restores each user's tabs, fits them to the menu whenever it loads, and stores every change. */
export function* tabsSaga() {
  yield takeEvery(treeLoaded.type, onTreeLoaded);
  yield takeEvery(tabOpened.type, onTabOpened);
  yield takeEvery(isTabsAction, persistTabs);
}
