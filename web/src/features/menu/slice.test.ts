import { menuTreeFixture } from '@/testing/fixtures';
import { loggedOut, sessionLoadFailed, tokenReset } from '@/features/session';
import { menuModel } from './menu-model';
import * as views from './selectors';
import { initialMenuState, menuSlice, selectMenuTree, treeLoaded } from './slice';
import type { MenuNode } from './types';

describe('menu slice', () => {
  it('keeps the tree; the routes and permissions are derived from it', () => {
    const menu = menuSlice.reducer(initialMenuState, treeLoaded(menuTreeFixture));
    expect(menu).toEqual({ tree: menuTreeFixture });
    expect(selectMenuTree({ menu })).toEqual(menuTreeFixture);
    expect(views.selectMenuRoutes({ menu })).toEqual(menuModel(menuTreeFixture).routes);
    expect(views.selectMenuPermissions({ menu })).toEqual(menuModel(menuTreeFixture).permissions);
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
    const entries = views.selectMenuEntries({ menu });
    const routes = views.selectMenuRoutes({ menu });
    const permissions = views.selectMenuPermissions({ menu });
    expect(entries.map((e) => e.name)).toEqual(['Dashboard', 'System', 'ExternalLink']);
    const same = { menu: { ...menu } };
    expect(views.selectMenuEntries(same)).toBe(entries);
    expect(views.selectMenuRoutes(same)).toBe(routes);
    expect(views.selectMenuPermissions(same)).toBe(permissions);
  });

  it('derives every view reading each node of the tree once', () => {
    const reads = new Map<string, number>();
    const counted = (node: MenuNode): MenuNode =>
      new Proxy(
        { ...node, children: node.children.map(counted) },
        {
          get(target, key, receiver) {
            if (key === 'children') reads.set(node.routeName, (reads.get(node.routeName) ?? 0) + 1);
            return Reflect.get(target, key, receiver);
          },
        },
      );
    const state = { menu: { tree: menuTreeFixture.map(counted) } };
    // Every selector of the module, the model's and each view's.
    const derived = Object.values(views).map((select) => select(state));
    expect(derived.every((view) => view !== undefined)).toBe(true);
    expect(reads.size).toBe(7);
    expect([...reads].filter(([, count]) => count !== 1)).toEqual([]);
  });

  it('answers an empty menu before the slice is injected anywhere', () => {
    expect(views.selectMenuRoutes({})).toEqual([]);
    expect(views.selectMenuPermissions({})).toEqual([]);
  });
});
