import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('generated contract code (run `npm run gen:api` after changing the contract)', () => {
  it('the API types match a fresh generation from openapi.yaml', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'gen-api-')), 'schema.d.ts');
    execFileSync(bin('openapi-typescript'), ['openapi.yaml', '-o', out], { cwd: root, stdio: 'pipe' });
    const committed = readFileSync(path.join(root, 'shared/contract/schema.d.ts'), 'utf8');
    expect(committed).toBe(readFileSync(out, 'utf8'));
  });

  it("the web app's patterns match a fresh generation from openapi.yaml", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gen-patterns-'));
    execFileSync(bin('tsx'), ['scripts/gen-contract-patterns.ts', dir], { cwd: root, stdio: 'pipe' });
    for (const file of ['patterns/menu.ts', 'patterns/forms.ts']) {
      const committed = read(path.join(root, 'shared/contract'), file);
      expect({ file, source: committed }).toEqual({ file, source: read(dir, file) });
    }
  });
});
