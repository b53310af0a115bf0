/**
 * The limits the docs state are the limits in force. A figure in a Markdown file is marked
 * `<!-- limit: <name> -->` right before it (invisible once rendered); `<name>` is a field of the
 * mock's configuration (its default) or `loginWeightBytes` (the login page's budget, held by its
 * end-to-end test), and the figure may carry a unit (`1 hour`, `15 minutes`, `10 s`, `16 KB`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type MockConfig } from '../../mock-server/src/config';

const root = path.resolve(__dirname, '../..');

/** The login page's byte budget as `tests/e2e/login-bundle-size.test.ts` holds it (`BUDGET_BYTES = 181 * 1000`). */
function loginWeightBudget(): number {
  const source = readFileSync(path.join(root, 'tests/e2e/login-bundle-size.test.ts'), 'utf8');
  const match = /const BUDGET_BYTES = ([\d_]+(?:\s*\*\s*[\d_]+)*);/.exec(source);
  if (!match) throw new Error('tests/e2e/login-bundle-size.test.ts: no "const BUDGET_BYTES = <number>[ * <number>]"');
  return match[1]!.split('*').reduce((product, factor) => product * Number(factor.trim().replaceAll('_', '')), 1);
}

/** Every configured limit a doc may state, by the name its marker gives. */
function configuredLimits(): Record<string, number> {
  const config: MockConfig = loadConfig({});
  const numbers = Object.entries(config).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  return { ...Object.fromEntries(numbers), loginWeightBytes: loginWeightBudget() };
}

const SECONDS: Record<string, number> = {
  s: 1,
  second: 1,
  seconds: 1,
  minute: 60,
  minutes: 60,
  hour: 3600,
  hours: 3600,
};
const BYTES: Record<string, number> = { B: 1, KB: 1024 };

/** A documented figure in the unit of the limit it is compared with: milliseconds for `…Ms`, else seconds or bytes. */
function documentedValue(name: string, figure: string, unit: string | undefined): number {
  const value = Number(figure.replace(/[\s,]/g, ''));
  if (unit === undefined) return value;
  if (unit in BYTES) return value * BYTES[unit]!;
  return value * SECONDS[unit]! * (name.endsWith('Ms') ? 1000 : 1);
}

interface Marked {
  file: string;
  name: string;
  text: string;
  value: number;
}

const MARKER = /<!-- limit: (\w+) -->(\d[\d ,]*\d|\d)(?:\s*(hours?|minutes?|seconds?|s|KB|B)\b)?/g;

function markedFigures(): Marked[] {
  const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
  return docs.flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(MARKER)].map((m) => ({
      file,
      name: m[1]!,
      text: m[0].replace(/<!-- limit: \w+ -->/, ''),
      value: documentedValue(m[1]!, m[2]!, m[3]),
    })),
  );
}

describe('the limits the docs state', () => {
  const limits = configuredLimits();
  const marked = markedFigures();

  it('are the configured ones, figure by figure', () => {
    const wrong = marked
      .filter(({ name, value }) => limits[name] !== value)
      .map(({ file, name, text }) => `${file}: "${text}" for ${name}, configured ${limits[name] ?? 'nowhere'}`);
    expect(wrong).toEqual([]);
  });

  it('are marked wherever the docs give the login throttle and the login budget', () => {
    const names = (file: string) => new Set(marked.filter((m) => m.file === file).map((m) => m.name));
    const throttle = ['loginFailuresPerAccount', 'loginFailuresPerClient', 'loginLockSeconds'];
    for (const file of ['README.md', 'docs/contract-testing.md', 'mock-server/README.md'])
      expect([file, ...names(file)]).toEqual(expect.arrayContaining([file, ...throttle]));
    expect([...names('docs/login-weight.md')]).toContain('loginWeightBytes');
  });

  it('reads figures in their units', () => {
    expect(documentedValue('loginLockSeconds', '1', 'hour')).toBe(3600);
    expect(documentedValue('passwordLockSeconds', '15', 'minutes')).toBe(900);
    expect(documentedValue('headersTimeoutMs', '10', 's')).toBe(10_000);
    expect(documentedValue('maxHeaderBytes', '16', 'KB')).toBe(16_384);
    expect(documentedValue('loginWeightBytes', '181 000', 'B')).toBe(181_000);
    expect(documentedValue('captchaCapacity', '10 000', undefined)).toBe(10_000);
  });
});
