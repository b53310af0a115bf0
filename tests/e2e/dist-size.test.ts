/**
 * The production build's weight on disk, in bytes not time: all of `dist/`, the
 * precompressed twins included, at most 25 MB. The figure is printed on every run.
 */
import path from 'node:path';
import { DIST_BUDGET_BYTES, describeSize, dirSize } from '../../scripts/build/dist-size';
import { buildIfStale } from '../../scripts/serve/build-if-stale';
import { ROOT } from './support/stack';

jest.setTimeout(180_000);

describe('the production build', () => {
  it(`weighs at most ${DIST_BUDGET_BYTES} bytes`, () => {
    buildIfStale(ROOT);
    const size = dirSize(path.join(ROOT, 'dist'));
    console.info(`dist/: ${describeSize(size)}; budget ${DIST_BUDGET_BYTES} B`);
    expect(size.bytes).toBeLessThanOrEqual(DIST_BUDGET_BYTES);
  });
});
