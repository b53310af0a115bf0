import { isHttpUrl, safeRedirectPath } from './safe-url';

describe('isHttpUrl', () => {
  it.each(['http://example.com', 'https://example.com/docs?x=1'])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '/relative', 'ftp://example.com', '', 42, null])(
    'refuses %p',
    (url) => {
      expect(isHttpUrl(url)).toBe(false);
    },
  );
});

describe('safeRedirectPath', () => {
  it.each(['/', '/system/user?tab=1', '/a/b#c'])('keeps the same-origin path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/a\u0000b',
    'https://evil.example',
    'system',
    '',
    undefined,
  ])('turns %p into /', (path) => {
    expect(safeRedirectPath(path)).toBe('/');
  });
});
