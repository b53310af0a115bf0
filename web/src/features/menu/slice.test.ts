import { menuTreeFixture } from '../../testing/fixtures';
import { loggedOut, sessionLoadFailed, tokenReset } from '../session';
import { buildRoutes } from './build-routes';
import { collectPermissions } from './tree-queries';
import { selectMenuEntries, selectMenuPermissions, selectMenuRoutes } from './selectors';
import { initialMenuState, menuSlice, selectMenuTree, treeLoaded } from './slice';

describe('menu slice', () => {
  it('keeps the tree; the routes and permissions are derived from it', () => {
    const menu = menuSlice.reducer(initialMenuState, treeLoaded(menuTreeFixture));
    expect(menu).toEqual({ tree: menuTreeFixture });
    expect(selectMenuTree({ menu })).toEqual(menuTreeFixture);
    expect(selectMenuRoutes({ menu })).toEqual(buildRoutes(menuTreeFixture));
    expect(selectMenuPermissions({ menu })).toEqual(collectPermissions(menuTreeFixture));
  });

  it.each([
    ['loggedOut', loggedOut()],
    ['tokenReset', tokenReset()],
    ['sessionLoadFailed', sessionLoadFailed('服务器错误')],
  ])('resets on %s', (_name, action) => {
    const loaded = menuSlice.reducer(initialMenuState, treeLoaded(menuTreeFixture));
    expect(menuSlice.reducer(loaded, action)).toEqual({ tree: [] });
  });

  it('derives routes, sidebar entries and permissions once per tree', () => {
    const menu = menuSlice.reducer(initialMenuState, treeLoaded(menuTreeFixture));
    const entries = selectMenuEntries({ menu });
    const routes = selectMenuRoutes({ menu });
    const permissions = selectMenuPermissions({ menu });
    expect(entries.map((e) => e.name)).toEqual(['Dashboard', 'System', 'ExternalLink']);
    const same = { menu: { ...menu } };
    expect(selectMenuEntries(same)).toBe(entries);
    expect(selectMenuRoutes(same)).toBe(routes);
    expect(selectMenuPermissions(same)).toBe(permissions);
  });

  it('answers an empty menu before the slice is injected anywhere', () => {
    expect(selectMenuRoutes({})).toEqual([]);
    expect(selectMenuPermissions({})).toEqual([]);
  });
});
