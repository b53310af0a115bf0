/**
 * The README's table of environment variables against the code that reads them, both ways: every
 * variable read anywhere (`tests/tooling/support/env-reads.ts` says where it looks) has a row, and
 * every row names a variable something reads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allEnvReads } from './support/env-reads';

const root = path.resolve(__dirname, '../..');

/**
 * Names that are not settings: the shell's own, rsbuild's built-in `import.meta.env` fields, and
 * `process.env.X` names the build defines as constants (`source.define` in rsbuild.config.ts).
 */
const NOT_SETTINGS = new Set(['PATH', 'MODE', 'DEV', 'PROD', 'BASE_URL', 'ASSET_PREFIX']);

/** `process.env[name]` reads over every name of a kind, which no row can list. */
const READS_OF_ANY_NAME = new Set(['rsbuild.config.ts']);

function builtInConstants(): string[] {
  const config = readFileSync(path.join(root, 'rsbuild.config.ts'), 'utf8');
  const define = /define:\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
  return [...define.matchAll(/'process\.env\.([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1]!);
}

/** The variables the README's "Environment variables" section lists, from the first cell of each table row. */
function documented(): string[] {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Environment variables\n');
  if (start < 0) throw new Error('README.md has no "## Environment variables" section');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

describe("the README's environment variables", () => {
  const { reads, dynamic } = allEnvReads();
  const skip = new Set([...NOT_SETTINGS, ...builtInConstants()]);
  const read = [...reads.keys()].filter((name) => !skip.has(name)).sort();
  const listed = documented();

  it('finds the reads it is meant to find', () => {
    // One of each way of reading, so a scanner that stops seeing one fails here, not silently.
    for (const name of [
      'MOCK_PORT',
      'CONTRACT_SEED',
      'PORT',
      'CHROME_PATH',
      'PUBLIC_SITE_NAME',
      'API_UPSTREAM',
      'NGINX_LISTEN',
      'LOGIN_FLOOD_PER_ADDRESS',
      'PUBLISH_ADDRESS',
    ]) {
      expect(read).toContain(name);
    }
    expect(read).not.toContain('TEST_PORT');
  });

  it('lists every variable the code, the scripts and the container files read', () => {
    expect(
      read
        .filter((name) => !listed.includes(name))
        .map((name) => `${name} (read in ${[...reads.get(name)!].join(', ')})`),
    ).toEqual([]);
  });

  it('lists only variables something reads', () => {
    expect(listed.filter((name) => !reads.has(name))).toEqual([]);
  });

  it('lists each variable once', () => {
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([]);
  });

  it('leaves no read by a computed name unaccounted for', () => {
    expect(dynamic.filter(({ file }) => !READS_OF_ANY_NAME.has(file))).toEqual([]);
  });
});
