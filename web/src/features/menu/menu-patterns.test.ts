import { ACTION_CODE_PATTERN, ROUTE_NAME_PATTERN, ROUTE_PATH_PATTERN } from '@shared/contract/patterns/menu';
import {
  LAYOUT_PREFIX,
  absolutePath,
  holdsPath,
  isBelow,
  layoutName,
  relativePath,
  resolveComponent,
} from './menu-patterns';

describe('resolveComponent', () => {
  it.each([
    '/layouts/RouteView',
    '/layouts/BlankLayout',
    'dashboard',
    'system/user',
    'components-demo/count-to',
    'a1/b-2',
  ])('keeps the well-formed %s', (component) => {
    expect(resolveComponent(component)).toBe(component);
  });

  it.each([
    '',
    '/layouts/',
    '/layouts/Route-View',
    '/layouts/../x',
    '../secret',
    'System/User',
    'a//b',
    'a/',
    '/dashboard',
    'a b',
    'http://x',
  ])('answers fallback for %p', (component) => {
    expect(resolveComponent(component)).toBe('fallback');
  });
});

describe('menu paths', () => {
  it('joins a relative routePath to its parent and keeps an absolute one', () => {
    expect(absolutePath('user', '/system')).toBe('/system/user');
    expect(absolutePath('user', '/')).toBe('/user');
    expect(absolutePath('user', undefined)).toBe('/user');
    expect(absolutePath('/elsewhere', '/system')).toBe('/elsewhere');
  });

  it('holds a path and what lies below it, by whole segments', () => {
    expect(isBelow('/system/user', '/system')).toBe(true);
    expect(isBelow('/system', '/system')).toBe(false);
    expect(holdsPath('/system', '/system')).toBe(true);
    expect(holdsPath('/system', '/system/user/1')).toBe(true);
    expect(holdsPath('/system', '/system-other')).toBe(false);
  });

  it('makes a child path relative to its parent as React Router nests it', () => {
    expect(relativePath('/system/user', '/system')).toBe('user');
    expect(relativePath('/dashboard', '/')).toBe('dashboard');
  });
});

describe('layoutName', () => {
  it('names the layout of /layouts/<Name> and nothing for a page folder', () => {
    expect(layoutName(`${LAYOUT_PREFIX}RouteView`)).toBe('RouteView');
    expect(layoutName('system/user')).toBeUndefined();
  });
});

describe('the contract patterns', () => {
  it.each([
    [ROUTE_NAME_PATTERN, 'SystemUser', 'systemUser'],
    [ROUTE_PATH_PATTERN, '/system/user', 'system/user'],
    [ACTION_CODE_PATTERN, 'resetPassword', 'Reset'],
  ])('%s takes %p and refuses %p', (pattern, good, bad) => {
    expect(pattern.test(good)).toBe(true);
    expect(pattern.test(bad)).toBe(false);
  });
});
