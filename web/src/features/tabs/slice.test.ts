import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { loggedOut } from '@/features/session';
import { treeLoaded } from '@/features/menu';
import { menuSlice } from '@/features/menu/slice';
import { profileSlice } from '@/features/profile/slice';
import { menuNode, menuTreeFixture, rootUser } from '@/testing/fixtures';
import { stateWith } from '@/testing/saga-harness';
import { tabsSaga } from './sagas';
import { MAX_OPEN_TABS, type OpenTab } from './tab-list';
import { readStoredTabs, tabsStorageKey } from './tabs-storage';
import {
  type TabsState,
  allTabsClosed,
  initialTabsState,
  otherTabsClosed,
  tabClosed,
  tabOpened,
  tabReloaded,
  tabsRestored,
  tabsSlice,
  tabsToRightClosed,
} from './slice';

const reducer = combineReducers({ profile: profileSlice.reducer, menu: menuSlice.reducer, tabs: tabsSlice.reducer });
const staff = { ...rootUser, userId: 'u-staff', userName: 'staff' };
const page = (path: string, name: string, search = ''): OpenTab => ({
  path,
  name,
  search,
  fixed: path === '/dashboard',
});
const userTab = page('/system/user', 'SystemUser', '?queryValue=ad');
const roleTab = page('/system/role', 'SystemRole');
const paths = (state: TabsState) => state.tabs.map((tab) => tab.path);
const run = (state: TabsState, ...actions: Parameters<typeof tabsSlice.reducer>[1][]) =>
  actions.reduce(tabsSlice.reducer, state);

/** Runs the saga signed in as `user` with the fixture's menu, dispatching `actions`; answers the final state. */
async function withSaga(user: typeof rootUser, tabs: Partial<TabsState>, ...actions: { type: string }[]) {
  const { profile, menu } = stateWith({ profile: { user }, menu: { tree: menuTreeFixture } });
  let plan = expectSaga(tabsSaga).withReducer(reducer, { profile, menu, tabs: { ...initialTabsState, ...tabs } });
  for (const action of actions) plan = plan.dispatch(action);
  const { storeState } = await plan.silentRun(20);
  return (storeState as ReturnType<typeof reducer>).tabs;
}

afterEach(() => window.localStorage.clear());

describe('the tabs slice', () => {
  it('opens, closes, closes the others, those to the right and all, keeping the fixed tab', () => {
    const open = run(
      initialTabsState,
      tabOpened(page('/dashboard', 'Dashboard')),
      tabOpened(userTab),
      tabOpened(roleTab),
      tabOpened(page('/a', 'A')),
    );
    expect(paths(open)).toEqual(['/dashboard', '/system/user', '/system/role', '/a']);
    expect(paths(run(open, tabClosed('/system/role')))).toEqual(['/dashboard', '/system/user', '/a']);
    expect(paths(run(open, tabClosed('/dashboard')))).toEqual(paths(open));
    expect(paths(run(open, otherTabsClosed('/system/role')))).toEqual(['/dashboard', '/system/role']);
    expect(paths(run(open, tabsToRightClosed('/system/user')))).toEqual(['/dashboard', '/system/user']);
    expect(paths(run(open, allTabsClosed()))).toEqual(['/dashboard']);
  });

  it(`keeps at most ${MAX_OPEN_TABS} tabs, closing the oldest first`, () => {
    const many = Array.from({ length: MAX_OPEN_TABS + 3 }, (_, index) => tabOpened(page(`/p${index}`, `P${index}`)));
    const state = run(initialTabsState, tabOpened(page('/dashboard', 'Dashboard')), ...many);
    expect(state.tabs).toHaveLength(MAX_OPEN_TABS);
    expect(paths(state).slice(0, 2)).toEqual(['/dashboard', '/p4']);
    expect(paths(state).at(-1)).toBe(`/p${MAX_OPEN_TABS + 2}`);
  });

  it('counts reloads per tab, and merges a restored list before the tabs opened ahead of it', () => {
    const state = run(initialTabsState, tabOpened(roleTab), tabReloaded('/system/role'), tabReloaded('/system/role'));
    expect(state.reloads['/system/role']).toBe(2);
    const restored = run(state, tabsRestored({ owner: 'u-chief', tabs: [page('/dashboard', 'Dashboard'), userTab] }));
    expect(restored.owner).toBe('u-chief');
    expect(paths(restored)).toEqual(['/dashboard', '/system/user', '/system/role']);
  });

  it('forgets the list on sign-out (it stays stored for the same user)', () => {
    const state = run(initialTabsState, tabsRestored({ owner: 'u-chief', tabs: [userTab] }), loggedOut());
    expect(state).toEqual(initialTabsState);
  });
});

describe('the tabs saga', () => {
  it('stores each change under the user, restores it on their next sign-in, and another user sees only their own', async () => {
    const rootTabs = await withSaga(rootUser, {}, tabOpened(userTab), tabOpened(roleTab), tabClosed('/system/role'));
    expect(paths(rootTabs)).toEqual(['/dashboard', '/system/user']);
    expect(readStoredTabs(rootUser.userId).map((tab) => tab.path)).toEqual(['/dashboard', '/system/user']);

    const staffTabs = await withSaga(staff, {}, treeLoaded(menuTreeFixture));
    expect(paths(staffTabs)).toEqual(['/dashboard']);

    const again = await withSaga(rootUser, {}, treeLoaded(menuTreeFixture));
    expect(again.tabs).toEqual([page('/dashboard', 'Dashboard'), userTab]);
  });

  it('drops the tabs whose pages the menu no longer holds, fixed or not', async () => {
    const owned = { owner: rootUser.userId, tabs: [page('/dashboard', 'Dashboard'), userTab, roleTab] };
    const withoutRole = menuTreeFixture.map((node) =>
      node.routeName === 'System' ? { ...node, children: node.children?.slice(0, 1) } : node,
    );
    expect(paths(await withSaga(rootUser, owned, treeLoaded(withoutRole)))).toEqual(['/dashboard', '/system/user']);
    // The dashboard moved: its old tab goes, the menu's new home has none.
    const moved = [menuNode({ routeName: 'Dashboard', routePath: '/home' }), ...menuTreeFixture.slice(1)];
    expect(paths(await withSaga(rootUser, owned, treeLoaded(moved)))).toEqual(['/system/user', '/system/role']);
  });

  it('restores only well-formed entries of a tampered store', async () => {
    window.localStorage.setItem(
      tabsStorageKey(rootUser.userId),
      JSON.stringify([
        { path: '/system/user', name: 'SystemUser', search: '?queryValue=ad' },
        { path: '/system/user', name: 'SystemUser', search: '?twice' },
        { path: 'javascript:alert(1)', name: 'SystemRole' },
        { path: '/system/role', name: '<img>' },
        { path: '/system/role', name: 'SystemRole', search: 'no-question-mark' },
        null,
        7,
      ]),
    );
    expect(readStoredTabs(rootUser.userId)).toEqual([userTab, roleTab]);
    window.localStorage.setItem(tabsStorageKey(rootUser.userId), '{"not":"a list"');
    expect(readStoredTabs(rootUser.userId)).toEqual([]);
    window.localStorage.setItem(tabsStorageKey(rootUser.userId), JSON.stringify({ path: '/system/user' }));
    expect(paths(await withSaga(rootUser, {}, tabOpened(roleTab)))).toEqual(['/dashboard', '/system/role']);
  });
});
