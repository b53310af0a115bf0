import { chooseEncoding } from './content-encoding';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, among the twins there are', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
  });

  it('follows the client’s qualities over the server’s preference', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.9', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0', ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('*;q=0.1, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('*', ['br', 'gzip'])).toBe('br');
  });

  it('sends the file itself without Accept-Encoding, to identity only or to a malformed header', () => {
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('', ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('br;q=abc, gzip;q=2', ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding(' ,;, ', ['br', 'gzip'])).toBeNull();
  });

  it('reads codings case-insensitively', () => {
    expect(chooseEncoding('GZIP', ['gzip'])).toBe('gzip');
  });
});
