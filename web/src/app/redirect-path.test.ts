import { loginLocation, safeRedirectPath } from './redirect-path';

describe('safeRedirectPath', () => {
  it.each(['/dashboard', '/system/user?page=2', '/a#b', '/'])('follows the same-origin path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['backslash', '/\\evil'],
    ['absolute URL', 'https://evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'dashboard'],
    ['tab-hidden slash', '/\t/evil.example'],
    ['empty', ''],
    ['missing', null],
  ])('sends a %s value to /', (_label, value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });
});

describe('loginLocation', () => {
  it('carries the requested path, query included, as redirectPath', () => {
    const location = loginLocation('/system/user?page=2');
    const params = new URL(location, 'http://app.test').searchParams;
    expect(location.startsWith('/login?')).toBe(true);
    expect(params.get('redirectPath')).toBe('/system/user?page=2');
  });

  it('needs no redirectPath for the root path', () => {
    expect(loginLocation('/')).toBe('/login');
  });
});
