import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

describe('generated API types', () => {
  it('match a fresh generation from openapi.yaml (run `npm run gen:api` after changing the contract)', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'gen-api-')), 'schema.d.ts');
    execFileSync(path.join(root, 'node_modules/.bin/openapi-typescript'), ['openapi.yaml', '-o', out], {
      cwd: root,
      stdio: 'pipe',
    });
    const committed = readFileSync(path.join(root, 'shared/contract/schema.d.ts'), 'utf8');
    expect(committed).toBe(readFileSync(out, 'utf8'));
  });
});
