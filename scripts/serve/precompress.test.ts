import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  let dir: string;
  const script = `console.info(${JSON.stringify('chunk '.repeat(500))});`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'js', 'nested'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>text</p>'.repeat(200)}`);
    writeFileSync(path.join(dir, 'js', 'nested', 'app.0123abcd.js'), script);
    writeFileSync(path.join(dir, 'js', 'tiny.js'), 'x()');
    writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip twin of every text file, nested ones too, that decode to the file', async () => {
    expect(await precompressDir(dir)).toBe(4);
    const file = path.join(dir, 'js', 'nested', 'app.0123abcd.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves alone files too small to gain and formats compressed already', () => {
    expect(existsSync(path.join(dir, 'js', 'tiny.js.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.png.gz'))).toBe(false);
  });
});
