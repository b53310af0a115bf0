import { menuTreeFixture } from '../../testing/fixtures';
import { buildRoutes } from './build-routes';
import { selectMenuEntries, selectMenuRoutes, selectMenuTree } from './selectors';
import { initialMenuState, menuReducer, routesReset, treeLoaded } from './slice';

describe('menu slice', () => {
  it('keeps the tree and the routes built from it', () => {
    const menu = menuReducer(initialMenuState, treeLoaded(menuTreeFixture));
    expect(selectMenuTree({ menu })).toEqual(menuTreeFixture);
    expect(selectMenuRoutes({ menu })).toEqual(buildRoutes(menuTreeFixture));
  });

  it('resets the routes', () => {
    const loaded = menuReducer(initialMenuState, treeLoaded(menuTreeFixture));
    expect(menuReducer(loaded, routesReset())).toEqual({ tree: [], routes: [] });
  });

  it('derives the sidebar entries once per routes value', () => {
    const menu = menuReducer(initialMenuState, treeLoaded(menuTreeFixture));
    const first = selectMenuEntries({ menu });
    expect(first.map((e) => e.name)).toEqual(['Dashboard', 'System', 'ExternalLink']);
    expect(selectMenuEntries({ menu: { ...menu } })).toBe(first);
  });
});
