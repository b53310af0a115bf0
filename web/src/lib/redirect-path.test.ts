import { loginLocation } from './redirect-path';

describe('loginLocation', () => {
  it('carries the requested path, query included, as redirectPath', () => {
    const location = loginLocation('/system/user?page=2');
    const params = new URL(location, 'http://app.test').searchParams;
    expect(new URL(location, 'http://app.test').pathname).toBe('/login');
    expect(params.get('redirectPath')).toBe('/system/user?page=2');
  });

  it('needs no redirectPath for the root path', () => {
    expect(loginLocation('/')).toBe('/login');
  });

  it.each(['//evil.example/login', '/\\evil.example', '/\t/evil.example'])(
    'carries no redirectPath for %j, which is not a same-origin path',
    (target) => {
      expect(loginLocation(target)).toBe('/login');
    },
  );
});
