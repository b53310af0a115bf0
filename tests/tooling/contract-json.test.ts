/**
 * The parsed contract's cache: a contract read before comes from the cache, a changed one is
 * parsed again, and what the cache gives back is what parsing gives.
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { contractFile } from '@shared/contract-file';
import { parseContractYaml } from '@shared/contract-json';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'contract-json-'));

/** Puts `document` in place of every entry of `dir`: what a read that comes from the cache answers. */
function overwriteCache(dir: string, document: unknown): void {
  for (const entry of readdirSync(dir)) writeFileSync(path.join(dir, entry), JSON.stringify(document));
}

describe('parseContractYaml', () => {
  it('answers a contract it has parsed before from the cache', () => {
    const dir = freshDir();
    expect(parseContractYaml('paths: {}\n', dir)).toEqual({ paths: {} });
    overwriteCache(dir, { from: 'the cache' });
    expect(parseContractYaml('paths: {}\n', dir)).toEqual({ from: 'the cache' });
  });

  it('parses a changed contract again', () => {
    const dir = freshDir();
    parseContractYaml('paths: {}\n', dir);
    overwriteCache(dir, { from: 'the cache' });
    expect(parseContractYaml('paths: { /a: {} }\n', dir)).toEqual({ paths: { '/a': {} } });
  });

  it("gives back the repository's contract as parsing it does", () => {
    const dir = freshDir();
    const text = readFileSync(contractFile(), 'utf8');
    parseContractYaml(text, dir);
    expect(parseContractYaml(text, dir)).toEqual(parse(text));
  });

  it('parses without a cache it cannot write', () => {
    const notADir = path.join(freshDir(), 'file');
    writeFileSync(notADir, '');
    expect(parseContractYaml('paths: {}\n', notADir)).toEqual({ paths: {} });
  });
});
