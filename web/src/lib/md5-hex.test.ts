import { createHash } from 'node:crypto';
import { md5Hex } from './md5-hex';

describe('md5Hex', () => {
  it('answers the lowercase hex MD5 (known vectors)', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('The quick brown fox jumps over the lazy dog')).toBe('9e107d9d372bb6826bd81d3542a419d6');
    expect(md5Hex('123456')).toBe('e10adc3949ba59abbe56e057f20f883e');
  });

  it('answers the RFC 1321 test suite', () => {
    expect(md5Hex('a')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5Hex('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Hex('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5Hex('abcdefghijklmnopqrstuvwxyz')).toBe('c3fcd3d76192e4007dfb496cca67e13b');
    expect(md5Hex('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')).toBe(
      'd174ab98d277d9f5a5611c2c9f419d9f',
    );
    expect(md5Hex('1234567890'.repeat(8))).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('hashes UTF-8 bytes, as the server does', () => {
    expect(md5Hex('密码')).toBe(createHash('md5').update('密码', 'utf8').digest('hex'));
    expect(md5Hex('pässwörd 😀')).toBe(createHash('md5').update('pässwörd 😀', 'utf8').digest('hex'));
  });

  it('agrees with node:crypto at every length around the block and padding boundaries', () => {
    for (let length = 0; length <= 200; length += 1) {
      const text = 'xé'.repeat(length).slice(0, length);
      expect(`${length}:${md5Hex(text)}`).toBe(`${length}:${createHash('md5').update(text, 'utf8').digest('hex')}`);
    }
  });
});
