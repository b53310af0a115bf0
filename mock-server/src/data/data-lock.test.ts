import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testServer } from '../test-support';
import { lockDataFile } from './data-lock';

let dir = '';
let file = '';
let lockFile = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-lock-'));
  file = path.join(dir, 'data.json');
  lockFile = `${file}.lock`;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the data file lock', () => {
  it('refuses a second server of this process on the file until the first stops', async () => {
    const first = await testServer({ dataFile: file });
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    await expect(testServer({ dataFile: file })).rejects.toThrow(
      `mock data file ${file} is in use by process ${process.pid} (lock file ${lockFile})`,
    );
    await first.stop();
    expect(fs.existsSync(lockFile)).toBe(false);
    await (await testServer({ dataFile: file })).stop();
  });

  it('releases the lock when the start fails after taking it', async () => {
    fs.writeFileSync(file, '{"users": [');
    await expect(testServer({ dataFile: file })).rejects.toThrow('is not valid JSON');
    expect(fs.readdirSync(dir)).toEqual(['data.json']);
  });

  it.each([
    ['this pid in an earlier life (a restarted container)', () => `${process.pid}\n`],
    ['no pid at all', () => ''],
  ])('takes over a lock naming %s', (_name, content) => {
    fs.writeFileSync(lockFile, content());
    const lock = lockDataFile(file);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('leaves a lock file someone else put in its place on release', () => {
    const lock = lockDataFile(file);
    fs.writeFileSync(lockFile, '1\n');
    lock.release();
    expect(fs.readFileSync(lockFile, 'utf8')).toBe('1\n');
  });
});
