/**
 * The pixel comparison of a screen with its baseline (pixelmatch over PNGs decoded by pngjs), run
 * in a worker thread by `visual-baseline.ts`: inside jest's module sandbox, pngjs decodes a
 * desktop screen about 25 times slower than in a plain thread (4.3 s against 0.16 s for two reads).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * One comparison: the screen (PNG bytes) against an existing baseline file; on a mismatch the
 * screen and the diff are saved under `failureDir`.
 */
export interface CompareRequest {
  id: number;
  name: string;
  baselineFile: string;
  screen: Uint8Array;
  failureDir: string;
  /** pixelmatch's colour distance (0 to 1) below which two pixels count as the same. */
  pixelThreshold: number;
  /** The share of the pixels that may differ (beyond anti-aliased ones) before the screen fails. */
  differingShare: number;
}

/** What a comparison found: `problem` is absent when the screen matches. */
export interface CompareAnswer {
  id: number;
  problem?: string;
  /** Where the diff image was saved, when the pixels differ. */
  diffFile?: string;
}

function compare(request: CompareRequest): Omit<CompareAnswer, 'id'> {
  const { name, baselineFile, failureDir } = request;
  const screen = Buffer.from(request.screen);
  const saveActual = () => {
    mkdirSync(failureDir, { recursive: true });
    writeFileSync(path.join(failureDir, `${name}.actual.png`), screen);
  };
  const actual = PNG.sync.read(screen);
  const expected = PNG.sync.read(readFileSync(baselineFile));
  if (expected.width !== actual.width || expected.height !== actual.height) {
    saveActual();
    return { problem: `${actual.width}×${actual.height} against the baseline's ${expected.width}×${expected.height}` };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: request.pixelThreshold,
  });
  const allowed = Math.floor(actual.width * actual.height * request.differingShare);
  if (differing <= allowed) return {};
  saveActual();
  const diffFile = path.join(failureDir, `${name}.diff.png`);
  // Unfiltered: a diff is read once, by a person; pngjs's search for the best filter costs seconds.
  writeFileSync(diffFile, PNG.sync.write(diff, { filterType: 0 }));
  return { problem: `${differing} pixels differ (at most ${allowed})`, diffFile };
}

parentPort?.on('message', (request: CompareRequest) => {
  let answer: CompareAnswer;
  try {
    answer = { id: request.id, ...compare(request) };
  } catch (error) {
    answer = { id: request.id, problem: `comparison failed: ${(error as Error).message}` };
  }
  parentPort?.postMessage(answer);
});
