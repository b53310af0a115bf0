/**
 * MD5 (RFC 1321) in a few lines rather than a library: the login page ships it, and a dependency
 * for one hash would cost it 3.4 KB gzip.
 */

/** Per-round left-rotation amounts. */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];

/** The sine-derived constants K[i] = floor(|sin(i + 1)| * 2^32). */
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0);

/** UTF-8 bytes of `text`, the bytes the server hashes (a lone surrogate becomes U+FFFD). */
function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return bytes;
}

/** `values[index]`, which the caller knows to be in range (MD5's indices are). */
function at(values: ArrayLike<number>, index: number): number {
  return values[index] ?? 0;
}

/** The message padded to whole 64-byte blocks, as little-endian 32-bit words. */
function paddedWords(bytes: number[]): Int32Array {
  const words = new Int32Array((((bytes.length + 8) >> 6) + 1) * 16);
  const setByte = (index: number, byte: number) => {
    words[index >> 2] = at(words, index >> 2) | (byte << ((index % 4) * 8));
  };
  bytes.forEach((byte, index) => setByte(index, byte));
  setByte(bytes.length, 0x80);
  // The bit length, low word then high word.
  words[words.length - 2] = bytes.length * 8;
  words[words.length - 1] = Math.floor(bytes.length / 0x20000000);
  return words;
}

function rotateLeft(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits));
}

type State = [number, number, number, number];

/** One 64-byte block of `words` (from `offset`) mixed into `state`. */
function mixBlock(state: State, words: Int32Array, offset: number): State {
  let [a, b, c, d] = state;
  for (let i = 0; i < 64; i += 1) {
    const round = i >> 4;
    let f: number;
    let g: number;
    if (round === 0) [f, g] = [(b & c) | (~b & d), i];
    else if (round === 1) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16];
    else if (round === 2) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16];
    else [f, g] = [c ^ (b | ~d), (7 * i) % 16];
    const sum = (a + f + at(K, i) + at(words, offset + g)) | 0;
    [a, d, c] = [d, c, b];
    b = (b + rotateLeft(sum, at(SHIFTS, round * 4 + (i % 4)))) | 0;
  }
  return [(state[0] + a) | 0, (state[1] + b) | 0, (state[2] + c) | 0, (state[3] + d) | 0];
}

/** Lowercase hex MD5 of `text`'s UTF-8 bytes: how passwords travel (the hashing gin-admin's clients use). */
export function md5Hex(text: string): string {
  const words = paddedWords(utf8Bytes(text));
  let state: State = [0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476];
  for (let offset = 0; offset < words.length; offset += 16) state = mixBlock(state, words, offset);
  return state
    .map((word) =>
      Array.from({ length: 4 }, (_, i) => ((word >>> (i * 8)) & 255).toString(16).padStart(2, '0')).join(''),
    )
    .join('');
}
