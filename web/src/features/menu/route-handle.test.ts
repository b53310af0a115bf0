import { menuTreeFixture } from '@/testing/fixtures';
import { menuModel } from './menu-model';
import { isRouteHandle, menuMatches, routeHandle } from './route-handle';

describe('routeHandle', () => {
  it('carries the name, title and icon the breadcrumb shows', () => {
    const [dashboard] = menuModel(menuTreeFixture).routes;
    expect(routeHandle(dashboard!)).toEqual({
      name: 'Dashboard',
      title: dashboard!.meta.title,
      icon: dashboard!.meta.icon,
    });
    expect(isRouteHandle(routeHandle(dashboard!))).toBe(true);
  });

  it.each([undefined, null, 'Dashboard', { name: 'X' }, { title: 3 }])('does not take %p for a handle', (handle) => {
    expect(isRouteHandle(handle)).toBe(false);
  });
});

describe('menuMatches', () => {
  it('keeps the matched routes that carry a menu handle, in order, with where they matched', () => {
    const system = { name: 'System', title: '系统管理' };
    const users = { name: 'SystemUser', title: '用户管理', icon: 'person' };
    const matches = [
      { pathname: '/', handle: undefined },
      { pathname: '/system', handle: system },
      { pathname: '/system/user', handle: users },
      { pathname: '/system/user', handle: { other: true } },
    ];
    expect(menuMatches(matches)).toEqual([
      { pathname: '/system', handle: system },
      { pathname: '/system/user', handle: users },
    ]);
  });
});
