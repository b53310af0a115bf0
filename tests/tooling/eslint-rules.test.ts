import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslint = path.join(root, 'node_modules/.bin/eslint');

/**
 * The messages `npm run lint`'s ESLint gives `source` as the file at `file` (repository-relative).
 * The command line, not ESLint's API: the API loads its config with a dynamic import, which jest's
 * module sandbox refuses.
 */
function lint(source: string, file: string): string[] {
  const run = spawnSync(eslint, ['--format', 'json', '--stdin', '--stdin-filename', file], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[];
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const STATE_IMPORTS = [
  "import { useSelector } from 'react-redux';",
  "import { put } from 'redux-saga/effects';",
  "import { createSlice } from '@reduxjs/toolkit';",
  'export const used = [useSelector, put, createSlice];',
  '',
].join('\n');

// That the repository passes is `npm run lint`; here, that the rules refuse what they are for.
describe('ESLint rules (npm run lint)', () => {
  it('refuse the state libraries in components/, whose modules are UI alone', () => {
    const messages = lint(STATE_IMPORTS, 'web/src/components/probe/probe.ts');
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(message).toMatch(/^no-restricted-imports: .*components\/ is UI alone/);
  });

  it("take them in a feature and in a component's test", () => {
    expect(lint(STATE_IMPORTS, 'web/src/features/probe/probe.ts')).toEqual([]);
    expect(lint(STATE_IMPORTS, 'web/src/components/probe/probe.test.ts')).toEqual([]);
  });

  it('refuse registering a feature at module level, and take it inside a function', () => {
    const source = [
      "import { injectSaga, registerFeature, rootReducer } from '../../lib/store';",
      'function* saga() {}',
      "injectSaga('probe', saga);",
      "export const injected = rootReducer.inject({ reducerPath: 'probe', reducer: (state = 0) => state });",
      '[].forEach(registerFeature);',
      "export function register() { registerFeature({ key: 'probe', saga }); }",
      '',
    ].join('\n');
    const messages = lint(source, 'web/src/features/probe/probe.ts');
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(message).toMatch(/^no-restricted-syntax: .*not as a module loads/);
    expect(lint(source, 'web/src/features/probe/probe.test.ts')).toEqual([]);
  });

  it("refuse a path alias in the mock, which jest's global setup loads without them, and take the relative path", () => {
    const aliased =
      "import { csvField } from '@shared/csv';\nimport { x } from '@/lib/x';\nexport const used = [csvField, x];\n";
    const messages = lint(aliased, 'mock-server/src/probe.ts');
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toMatch(/^no-restricted-imports: .*relative path/);
    expect(
      lint("import { csvField } from '../../shared/csv';\nexport const used = csvField;\n", 'mock-server/src/probe.ts'),
    ).toEqual([]);
  });
});
