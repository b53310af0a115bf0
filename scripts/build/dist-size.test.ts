import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeSize, dirSize } from './dist-size';

describe('dirSize', () => {
  it('adds up every file under the directory and names its top-level parts, largest first', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dist-size-'));
    try {
      mkdirSync(path.join(dir, 'js', 'nested'), { recursive: true });
      writeFileSync(path.join(dir, 'js', 'a.js'), 'x'.repeat(300_000));
      writeFileSync(path.join(dir, 'js', 'nested', 'b.js.gz'), 'x'.repeat(200_000));
      writeFileSync(path.join(dir, 'index.html'), 'x'.repeat(1_000));
      const size = dirSize(dir);
      expect(size).toEqual({
        bytes: 501_000,
        files: 3,
        parts: [
          ['js', 500_000],
          ['index.html', 1_000],
        ],
      });
      expect(describeSize(size)).toBe('501000 B (0.5 MB) in 3 files (js 0.5 MB)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
