import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** `file` of `shared/contract` as `npm run gen:api` writes it now: `generate` writes it into a fresh folder. */
function regenerated(file: string, generate: (out: string) => void): string {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'gen-api-')), file);
  generate(out);
  return readFileSync(out, 'utf8');
}

const committed = (file: string) => readFileSync(path.join(root, 'shared/contract', file), 'utf8');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

describe('generated contract code (run `npm run gen:api` after changing the contract)', () => {
  it('the API types match a fresh generation from openapi.yaml', () => {
    const fresh = regenerated('schema.d.ts', (out) =>
      execFileSync(bin('openapi-typescript'), ['openapi.yaml', '-o', out], { cwd: root, stdio: 'pipe' }),
    );
    expect(committed('schema.d.ts')).toBe(fresh);
  });

  it("the web forms' patterns match a fresh generation from openapi.yaml", () => {
    const fresh = regenerated('patterns.ts', (out) =>
      execFileSync(bin('tsx'), ['scripts/gen-contract-patterns.ts', out], { cwd: root, stdio: 'pipe' }),
    );
    expect(committed('patterns.ts')).toBe(fresh);
  });
});
