import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { listOperations } from '../../tests/contract/support/bad-input/operations';
import { GROUPS, type Group } from './groups';

/** One operation of the suite: a test file's top-level describe, as the report groups by it. */
export interface SuiteOperation {
  /** The test file's name, e.g. `login.test.ts`. */
  file: string;
  /** The describe's title, e.g. `POST /pub/login`. */
  name: string;
  /** Other names it answers to: `METHOD /path` for a describe named by operationId. */
  aliases: string[];
}

/** What a run selected: the files to give jest, its test name pattern (null: every test of those files), and the operations. */
export interface Selection {
  files: string[];
  testNamePattern: string | null;
  operations: SuiteOperation[];
  /** `--skip` entries that matched nothing (likely typos, but harmless). */
  unmatchedSkips: string[];
}

export const SUITE_DIR = path.resolve(__dirname, '../../tests/contract');

/**
 * Describes whose titles jest fills in per row (`describe.each(...)('$id', ...)`), listed here so
 * that they can be selected before the run: file name -> the describes it makes.
 */
const EACH_TITLES: Record<string, () => Omit<SuiteOperation, 'file'>[]> = {
  'bad-input.test.ts': () =>
    listOperations().map((op) => ({ name: op.id, aliases: [`${op.method.toUpperCase()} ${op.template}`] })),
};

const TOP_LEVEL_DESCRIBE = /^describe(?:\.each\(.*\))?\((['"`])((?:\\.|(?!\1)[^\\])*)\1/;
const FILLED_IN = /\$\{|\$[A-Za-z]|%[sdifjoOp#]/;

/** The top-level describes of every test file in `dir`, read from their source (column 0, as the suite writes them). */
export function listSuiteOperations(dir = SUITE_DIR): SuiteOperation[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .sort();
  return files.flatMap((file) => {
    const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
    if (lines.some((line) => /^(it|test)[.(]/.test(line)))
      throw new Error(
        `${file} has tests outside a describe: the contract CLI selects tests by their top-level describe`,
      );
    const titles = lines.flatMap((line) => {
      const match = TOP_LEVEL_DESCRIBE.exec(line);
      return match ? [match[2]!.replace(/\\(.)/g, '$1')] : [];
    });
    return titles.flatMap((title) => {
      if (!FILLED_IN.test(title)) return [{ file, name: title, aliases: [] }];
      const each = EACH_TITLES[file];
      if (!each)
        throw new Error(
          `${file}: the describe "${title}" is filled in per row; list its titles in EACH_TITLES (scripts/contract/selection.ts)`,
        );
      return each().map((op) => ({ file, ...op }));
    });
  });
}

/** A glob (`*` any text, `?` one character) as a whole-string, case-insensitive pattern. */
export function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`, 'i');
}

const isGroup = (word: string): word is Group => Object.hasOwn(GROUPS, word.toLowerCase());

/** The operations `word` (a group, or a glob on operation names) stands for. */
function matching(all: SuiteOperation[], word: string): SuiteOperation[] {
  if (isGroup(word)) {
    const parts = GROUPS[word.toLowerCase() as Group].parts;
    return all.filter((op) =>
      parts.some(
        (part) =>
          globToRegExp(part.file).test(op.file) &&
          (!part.operations || part.operations.some((glob) => globToRegExp(glob).test(op.name))),
      ),
    );
  }
  const glob = globToRegExp(word);
  return all.filter((op) => [op.name, ...op.aliases].some((name) => glob.test(name)));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The jest test name pattern that runs exactly the tests under the `selected` describes, among
 * `names` (every top-level describe of the files that run). A test's full name is its describes'
 * titles and its own joined by spaces, so `POST /pub/login` is a prefix of the tests of
 * `POST /pub/login brute force` too: the pattern takes the longest title the name starts with
 * (an atomic look-ahead), then asks whether that title is a selected one (a look-behind).
 */
export function namePattern(selected: string[], names: string[]): string {
  const longestFirst = [...new Set(names)].sort((a, b) => b.length - a.length);
  return `^(?=(${longestFirst.map(escape).join('|')}) )\\1 (?<=^(?:${[...new Set(selected)].map(escape).join('|')}) )`;
}

/**
 * The tests `only` and `skip` (operations, globs on them, or groups) leave: every operation when
 * `only` is empty, less those `skip` names. Throws a usage message when an `only` entry matches
 * nothing or nothing is left.
 */
export function selectTests(all: SuiteOperation[], only: string[], skip: string[]): Selection {
  const chosen = new Set<SuiteOperation>(only.length === 0 ? all : []);
  for (const word of only) {
    const found = matching(all, word);
    if (found.length === 0)
      throw new Error(
        `--only "${word}" matches no operation and no group (groups: ${Object.keys(GROUPS).join(', ')}; --list shows the operations)`,
      );
    found.forEach((op) => chosen.add(op));
  }
  const unmatchedSkips: string[] = [];
  for (const word of skip) {
    const found = matching(all, word);
    if (found.length === 0) unmatchedSkips.push(word);
    found.forEach((op) => chosen.delete(op));
  }
  const operations = all.filter((op) => chosen.has(op));
  if (operations.length === 0) throw new Error('--only and --skip leave no test to run');
  const files = [...new Set(operations.map((op) => op.file))];
  const inFiles = all.filter((op) => files.includes(op.file));
  const whole = inFiles.length === operations.length;
  return {
    files: files.map((file) => path.relative(path.resolve(SUITE_DIR, '../..'), path.join(SUITE_DIR, file))),
    testNamePattern: whole
      ? null
      : namePattern(
          operations.map((op) => op.name),
          inFiles.map((op) => op.name),
        ),
    operations,
    unmatchedSkips,
  };
}
