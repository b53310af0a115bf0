import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
const config = path.join(root, '.dependency-cruiser.cjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** Runs the layer rules of `npm run lint:deps` over `dirs` of the tree at `cwd`. */
function violations(cwd: string, dirs: string[]): string[] {
  let out: string;
  try {
    out = execFileSync(depcruise, ['-c', config, '-T', 'json', ...dirs], {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    // depcruise exits non-zero when it finds violations; its report is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as { summary: { violations: Violation[] } };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

/** Writes a small tree: path → source. */
function writeTree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
  const all = {
    'tsconfig.json': '{"compilerOptions":{"module":"ESNext","moduleResolution":"Bundler","strict":true}}',
    ...files,
  };
  for (const [file, source] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

// That the rules hold in the repository is `npm run lint:deps`, a step of `npm test` of its own:
// here, that they refuse what they are for.
describe('layer rules (npm run lint:deps, part of npm run lint)', () => {
  it('refuse a reverse import, a deep feature import, a type-only cycle and the mock reaching into web', () => {
    const dir = writeTree({
      'web/src/app/store.ts': 'export const app = 1;\n',
      'web/src/lib/helper.ts': "import { app } from '../app/store';\nexport const helper = app;\n",
      'web/src/features/orders/index.ts': "export { inner } from './parts/inner';\n",
      'web/src/features/orders/parts/inner.ts': 'export const inner = 1;\n',
      'web/src/components/table.ts':
        "import { inner } from '../features/orders/parts/inner';\nexport const table = inner;\n",
      'web/src/lib/a.ts': "import type { B } from './b';\nexport type A = B | 1;\n",
      'web/src/lib/b.ts': "import type { A } from './a';\nexport type B = A | 2;\n",
      'web/src/pages/orders/index.ts': "import { inner } from '../../features/orders';\nexport const page = inner;\n",
      'mock-server/src/m.ts': "import { app } from '../../web/src/app/store';\nexport const m = app;\n",
    });
    expect(violations(dir, ['web/src', 'mock-server/src']).sort()).toEqual([
      'components-layer: web/src/components/table.ts -> web/src/features/orders/parts/inner.ts',
      'feature-through-its-index: web/src/components/table.ts -> web/src/features/orders/parts/inner.ts',
      'lib-layer: web/src/lib/helper.ts -> web/src/app/store.ts',
      'mock-server-not-web: mock-server/src/m.ts -> web/src/app/store.ts',
      'no-circular: web/src/lib/a.ts -> web/src/lib/b.ts',
    ]);
  });

  it("refuse components importing the app's store, API client or toaster", () => {
    const dir = writeTree({
      'web/src/lib/store/index.ts': 'export const useAppDispatch = () => 1;\n',
      'web/src/lib/toaster.ts': 'export const showToast = () => 1;\n',
      'web/src/api/client.ts': 'export const apiClient = 1;\n',
      'web/src/api/api-error.ts': 'export const describeApiError = () => 1;\n',
      'web/src/components/list.ts': [
        "import { useAppDispatch } from '../lib/store';",
        "import { showToast } from '../lib/toaster';",
        "import { apiClient } from '../api/client';",
        "import { describeApiError } from '../api/api-error';",
        'export const list = [useAppDispatch, showToast, apiClient, describeApiError];',
      ].join('\n'),
      'web/src/components/list.test.ts':
        "import { useAppDispatch } from '../lib/store';\nexport const t = useAppDispatch;\n",
    });
    expect(violations(dir, ['web/src']).sort()).toEqual([
      'components-are-pure-ui: web/src/components/list.ts -> web/src/api/client.ts',
      'components-are-pure-ui: web/src/components/list.ts -> web/src/lib/store/index.ts',
      'components-are-pure-ui: web/src/components/list.ts -> web/src/lib/toaster.ts',
    ]);
  });

  it("take a feature's lazy.ts through import() only", () => {
    const dir = writeTree({
      'web/src/features/prefs/index.ts': 'export const prefs = 1;\n',
      'web/src/features/prefs/lazy.ts': "export { Drawer } from './drawer';\n",
      'web/src/features/prefs/drawer.ts': 'export const Drawer = 1;\n',
      'web/src/layouts/header.ts': "import { Drawer } from '../features/prefs/lazy';\nexport const header = Drawer;\n",
      'web/src/layouts/button.ts': "export const load = () => import('../features/prefs/lazy');\n",
    });
    expect(violations(dir, ['web/src'])).toEqual([
      'lazy-parts-loaded-on-demand: web/src/layouts/header.ts -> web/src/features/prefs/lazy.ts',
    ]);
  });
});
