/**
 * @jest-environment node
 *
 * Route objects need no DOM; react-router needs the TextEncoder that jsdom lacks.
 */
import type { RouteObject } from 'react-router-dom';
import { type MenuNode, menuModel } from '@/features/menu';
import { menuNode } from '@/testing/fixtures';
import { branchToAdd } from './menu-route-branch';

const node = (routeName: string, routePath: string, children: MenuNode[] = []): MenuNode =>
  menuNode({ routeName, routePath, component: '/layouts/RouteView', children });

/** `/a` holding `/a/b` (itself holding `/a/b/c`), `/a/d` and `/x`, a stray the router places at the top. */
const index = menuModel([
  node('A', '/a', [node('B', '/a/b', [node('C', '/a/b/c')]), node('D', '/a/d'), node('X', '/x')]),
]).routesByPath;
const options = { mainId: 'main', findPage: () => undefined, isAllowed: () => true };
const add = (pathname: string, added: string[] = []) => branchToAdd(index, pathname, new Set(added), options);
const ids = (r: RouteObject): string[] => [...(r.id ? [r.id] : []), ...(r.children ?? []).flatMap(ids)];

describe('branchToAdd', () => {
  it('adds only the branch down to the path, with relative paths and each parent keeping its index redirect', () => {
    const patch = add('/a/b/c');
    expect(patch).toMatchObject({ parentId: 'main', ids: ['menu:A', 'menu:B', 'menu:C'] });
    expect(ids(patch!.route)).toEqual(['menu:A', 'menu:B', 'menu:C']);
    expect(patch!.route.path).toBe('a');
    expect(patch!.route.children?.map((child) => child.index ?? child.path)).toEqual([true, 'b']);
    expect(patch!.route.children?.[1]?.children?.[1]?.path).toBe('c');
  });

  it('adds under the deepest route already there', () => {
    expect(add('/a/d', ['menu:A', 'menu:B'])).toMatchObject({ parentId: 'menu:A', ids: ['menu:D'] });
  });

  it('adds a parent without its menu children when the path stops at it', () => {
    expect(ids(add('/a')!.route)).toEqual(['menu:A']);
  });

  it('places a child whose path is not below its parent’s at the top', () => {
    expect(add('/x', ['menu:A'])).toMatchObject({ parentId: 'main', ids: ['menu:X'], route: { path: 'x' } });
  });

  it('matches as React Router does: any case, a trailing slash, a path below a page', () => {
    expect(add('/A/B/')?.ids).toEqual(['menu:A', 'menu:B']);
    expect(add('/x/y/z')?.ids).toEqual(['menu:X']);
  });

  it('answers nothing for a path outside the menu or already added', () => {
    expect(add('/nope')).toBeUndefined();
    expect(add('/')).toBeUndefined();
    expect(add('/x', ['menu:X'])).toBeUndefined();
  });
});
