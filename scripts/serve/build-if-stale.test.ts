import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isBuildStale } from './build-if-stale';

describe('isBuildStale', () => {
  let root: string;
  const write = (relative: string, content: string, secondsAgo: number) => {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    const at = Date.now() / 1000 - secondsAgo;
    // Directories count too (a deleted file changes its folder): date the new ones alike.
    for (let target = file; target.startsWith(`${root}${path.sep}`); target = path.dirname(target))
      utimesSync(target, at, at);
  };
  const productionHtml = '<script defer src="/js/index.0123abcdef.js"></script>';

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'stale-test-'));
    write('web/src/main.tsx', 'x', 100);
    write('rsbuild.config.ts', 'x', 100);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is stale without a build', () => {
    expect(isBuildStale(root)).toBe(true);
  });

  it('is fresh when the build is newer than every source', () => {
    write('dist/index.html', productionHtml, 10);
    expect(isBuildStale(root)).toBe(false);
  });

  it('is stale when a source changed after the build', () => {
    write('dist/index.html', productionHtml, 10);
    write('web/src/pages/new-page/index.tsx', 'x', 1);
    expect(isBuildStale(root)).toBe(true);
  });

  it('stays fresh when only a unit test beside the code changed after the build (the build never reads it)', () => {
    write('web/src/pages/home/index.test.tsx', 'x', 100);
    write('dist/index.html', productionHtml, 10);
    writeFileSync(path.join(root, 'web/src/pages/home/index.test.tsx'), 'edited');
    expect(isBuildStale(root)).toBe(false);
    writeFileSync(path.join(root, 'web/src/pages/home/index.tsx'), 'edited');
    expect(isBuildStale(root)).toBe(true);
  });

  it('is stale when a build step (scripts/build) changed after the build', () => {
    write('dist/index.html', productionHtml, 10);
    write('scripts/build/compact-icon-names.ts', 'x', 1);
    expect(isBuildStale(root)).toBe(true);
  });

  it('is stale when the build is not a production build (no hashed names)', () => {
    write('dist/index.html', '<script defer src="/js/index.js"></script>', 10);
    expect(isBuildStale(root)).toBe(true);
  });
});
