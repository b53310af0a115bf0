import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * The nearest `node_modules/.cache/contract-json` at or above this module (the repository's, or
 * the installed standalone suite's); null where there is no `node_modules`, which then parses
 * every time rather than leave a cache folder among the user's files.
 */
function defaultCacheDir(): string | null {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const modules = path.join(dir, 'node_modules');
    if (existsSync(modules)) return path.join(modules, '.cache', 'contract-json');
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * `text` (the contract's YAML) parsed. Parsing the contract takes a quarter of a second and every
 * mock start and contract test file needs it, in a fresh module registry each: the result is kept
 * as JSON (a hundredth of that to read) under the SHA-256 of `text`, so a changed contract misses.
 * Throws what the YAML parser throws; a cache that cannot be read or written is only a miss.
 */
export function parseContractYaml(text: string, cacheDir: string | null = defaultCacheDir()): unknown {
  const cached = cacheDir && path.join(cacheDir, `${createHash('sha256').update(text).digest('hex')}.json`);
  if (cached) {
    try {
      return JSON.parse(readFileSync(cached, 'utf8'));
    } catch {
      // Not there yet, or unreadable: parse below and write it again.
    }
  }
  const document: unknown = parse(text);
  if (cached) {
    try {
      mkdirSync(path.dirname(cached), { recursive: true });
      // Written aside, then renamed: a test file starting beside this one never reads half of it.
      const partial = `${cached}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify(document));
      renameSync(partial, cached);
    } catch {
      // An install this user may not write to (the mock's image) parses on every start, as before.
    }
  }
  return document;
}
