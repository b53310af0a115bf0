import type { RouteObject } from 'react-router-dom';
import { branchToAdd, indexMenuRoutes } from './menu-route-branch';

const route = (id: string, path: string, children: RouteObject[] = []): RouteObject => ({ id, path, children });
const redirectIndex: RouteObject = { index: true, element: null };

/** `/a` with `/a/b` (itself holding `/a/b/c`) and `/a/d`, then `/x`, a child of `/a` hoisted beside it. */
const routes: RouteObject[] = [
  route('A', 'a', [redirectIndex, route('B', 'b', [redirectIndex, route('C', 'c')]), route('D', 'd')]),
  route('X', 'x'),
];
const index = indexMenuRoutes(routes);
const ids = (r: RouteObject): string[] => [...(r.id ? [r.id] : []), ...(r.children ?? []).flatMap(ids)];

describe('branchToAdd', () => {
  it('adds only the branch down to the path, each parent keeping its index redirect', () => {
    const patch = branchToAdd(index, '/a/b/c', new Set(), 'main');
    expect(patch?.parentId).toBe('main');
    expect(patch?.ids).toEqual(['A', 'B', 'C']);
    expect(ids(patch!.route)).toEqual(['A', 'B', 'C']);
    expect(patch?.route.children?.[0]).toBe(redirectIndex);
  });

  it('adds under the deepest route already there', () => {
    const patch = branchToAdd(index, '/a/d', new Set(['A', 'B', 'C']), 'main');
    expect(patch).toMatchObject({ parentId: 'A', ids: ['D'] });
  });

  it('adds a parent without its menu children when the path stops at it', () => {
    expect(ids(branchToAdd(index, '/a', new Set(), 'main')!.route)).toEqual(['A']);
  });

  it('matches as React Router does: any case, a trailing slash, a path below a page', () => {
    expect(branchToAdd(index, '/A/B/', new Set(), 'main')?.ids).toEqual(['A', 'B']);
    expect(branchToAdd(index, '/x/y/z', new Set(), 'main')?.ids).toEqual(['X']);
  });

  it('answers nothing for a path outside the menu or already added', () => {
    expect(branchToAdd(index, '/nope', new Set(), 'main')).toBeUndefined();
    expect(branchToAdd(index, '/', new Set(), 'main')).toBeUndefined();
    expect(branchToAdd(index, '/x', new Set(['X']), 'main')).toBeUndefined();
  });
});
