import { md5Hex } from './md5-hex';

describe('md5Hex', () => {
  it('answers the lowercase hex MD5 (known vectors)', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('The quick brown fox jumps over the lazy dog')).toBe('9e107d9d372bb6826bd81d3542a419d6');
    expect(md5Hex('123456')).toBe('e10adc3949ba59abbe56e057f20f883e');
  });
});
