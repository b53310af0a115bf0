/**
 * The build's last step (rsbuild.config.ts): a brotli and a gzip twin beside every built text file
 * worth compressing, so neither web server compresses them per request (the Node server and
 * nginx's gzip_static serve the twins as they are).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PRECOMPRESSED, type Precompressed } from './content-encoding';

/** Text, SVG and WebAssembly: what compresses; images and fonts other than these are compressed already. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|txt|xml|wasm|ttf|eot|webmanifest)$/i;
/** Below this a twin saves less than its header costs (nginx's gzip_min_length too). */
const MIN_BYTES = 1024;

/**
 * Brotli's quality 11 saves a further 9 % over 5 but took 80 times as long on this build (160 s
 * against 2 s for the 60 MB of text, the ArcGIS SDK's assets most of it); 9 saves only 1.5 %.
 */
const BROTLI_QUALITY = 5;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESS: Record<Precompressed, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

// A walk of its own: Node 20's recursive readdir with file types misses entries.
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(full);
      return Promise.resolve(entry.isFile() ? [full] : []);
    }),
  );
  return nested.flat();
}

/** Whether `file` is one to write twins of (by name and size). */
export async function isWorthCompressing(file: string): Promise<boolean> {
  return COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES;
}

async function precompressFile(file: string): Promise<number> {
  const data = await readFile(file);
  let written = 0;
  for (const { encoding, suffix } of PRECOMPRESSED) {
    const compressed = await COMPRESS[encoding](data);
    // A twin no smaller than the file would only cost a lookup.
    if (compressed.length >= data.length) continue;
    await writeFile(`${file}${suffix}`, compressed);
    written += 1;
  }
  return written;
}

/**
 * Writes the twins of every file under `dir` worth compressing (`x.js.br`, `x.js.gz`), a few
 * files at a time; answers how many twins it wrote.
 */
export async function precompressDir(dir: string, concurrency = 4): Promise<number> {
  const files: string[] = [];
  for (const file of await filesUnder(dir)) if (await isWorthCompressing(file)) files.push(file);
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] ?? '';
      // Read after the await: `written += await ...` would add to a stale total.
      const count = await precompressFile(file);
      written += count;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written;
}
