import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, loginToken, md5, testServer } from '../test-support';
import { readDataFile, writeDataFile, type WriteOps } from './data-file';
import { createStore } from './store';

let dir = '';
let file = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-data-'));
  file = path.join(dir, 'data.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const fileData = () => JSON.parse(fs.readFileSync(file, 'utf8')) as { users: { userName: string }[] };

describe('MOCK_DATA_FILE', () => {
  it('writes the seed on a first start, every change after it, and reads it all back after a restart', async () => {
    const first = await testServer({ dataFile: file });
    expect(fileData().users.map((u) => u.userName)).toEqual(['root', 'staff']);
    const token = await loginToken(first);
    const created = await call(first, {
      method: 'POST',
      url: '/api/v1/users',
      headers: { authorization: `Bearer ${token}` },
      payload: { userName: 'kept', realName: 'Kept', password: md5('kept-1'), roleIds: ['r-staff'] },
    });
    expect(created.statusCode).toBe(200);
    await nextTurn();
    expect(fileData().users.map((u) => u.userName)).toEqual(['root', 'staff', 'kept']);
    first.app.mock.store.roles.update('r-staff', { memo: 'written on stop' });
    await first.stop();

    const second = await testServer({ dataFile: file });
    expect(second.app.mock.store.users.get(created.json.id)?.userName).toBe('kept');
    expect(second.app.mock.store.roles.get('r-staff')?.memo).toBe('written on stop');
    expect(await loginToken(second, 'kept', 'kept-1')).toEqual(expect.any(String));
    await second.stop();
  });

  it('refuses to start on a file that is not JSON, naming it and leaving it untouched', async () => {
    fs.writeFileSync(file, '{"users": [');
    await expect(testServer({ dataFile: file })).rejects.toThrow(`mock data file ${file} is not valid JSON`);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"users": [');
  });

  it('refuses to start on JSON of the wrong shape, naming the file and the fault', async () => {
    const server = await testServer({ dataFile: file });
    await server.stop();
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown[]>;
    const broken = [
      { ...data, users: undefined },
      { ...data, menus: [...data.menus!, data.menus![0]] },
      { ...data, roles: [{ ...(data.roles![0] as object), status: 'maybe' }] },
      { ...data, failedLogins: { today: 1 } },
      { ...data, signIns: [{ userId: 'u-1', at: 'yesterday' }] },
      { ...data, signIns: Array.from({ length: 21 }, () => ({ userId: 'u-1', at: '2026-11-21T10:00:00Z' })) },
      [],
    ];
    for (const value of broken) {
      fs.writeFileSync(file, JSON.stringify(value));
      await expect(testServer({ dataFile: file })).rejects.toThrow(`mock data file ${file} does not hold mock data`);
    }
  });

  it('keeps refused logins and sign-ins across a restart, and starts on a file from before it kept them', async () => {
    const first = await testServer({ dataFile: file });
    await loginToken(first);
    await first.stop();
    const written = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(written.signIns).toEqual([{ userId: expect.any(String), at: expect.any(String) }]);
    expect(Object.keys(written.failedLogins as object)).toHaveLength(13);

    const second = await testServer({ dataFile: file });
    expect(second.app.mock.store.signIns.latest()).toEqual(written.signIns);
    await second.stop();

    fs.writeFileSync(file, JSON.stringify({ ...written, failedLogins: undefined, signIns: undefined }));
    const older = await testServer({ dataFile: file });
    expect(older.app.mock.store.signIns.latest()).toEqual([]);
    await older.stop();
  });

  it('refuses to start on a file it cannot read', async () => {
    fs.mkdirSync(file);
    await expect(testServer({ dataFile: file })).rejects.toThrow(`mock data file ${file} cannot be read`);
  });

  it('reset() restores the seed and writes it', async () => {
    const first = await testServer({ dataFile: file });
    first.app.mock.store.users.remove('u-staff');
    await first.stop();
    expect(fileData().users).toHaveLength(1);
    const second = await testServer({ dataFile: file });
    const { store } = second.app.mock;
    await store.reset();
    expect(store.users.get('u-staff')?.userName).toBe('staff');
    await second.stop();
    expect(fileData().users.map((u) => u.userName)).toEqual(['root', 'staff']);
  });
});

describe('writeDataFile', () => {
  const data = () =>
    createStore({ users: [], roles: [], menus: [], resources: [], logins: { '2026-11-21': 3 } }).snapshot();

  /** The real file operations, recorded. */
  function recorded(fail?: keyof WriteOps) {
    const steps: string[] = [];
    const real: WriteOps = {
      writeFile: (f, d) => fs.promises.writeFile(f, d),
      fsync: async (target) => {
        const handle = await fs.promises.open(target, 'r');
        await handle.sync();
        await handle.close();
      },
      rename: (from, to) => fs.promises.rename(from, to),
      rm: (f) => fs.promises.rm(f, { force: true }),
    };
    const ops = Object.fromEntries(
      Object.entries(real).map(([name, op]) => [
        name,
        async (...args: unknown[]) => {
          steps.push(
            `${name} ${args
              .filter((a): a is string => typeof a === 'string' && path.isAbsolute(a))
              .map((a) => path.relative(dir, a) || '.')
              .join(' ')}`.trim(),
          );
          if (name === fail) throw new Error(`${name} failed`);
          return (op as (...a: unknown[]) => Promise<unknown>)(...args);
        },
      ]),
    ) as unknown as WriteOps;
    return { steps, ops };
  }

  it('writes a temporary file in the same directory, fsyncs it, renames it over the file, then fsyncs the directory', async () => {
    const { steps, ops } = recorded();
    await writeDataFile(file, data(), ops);
    const temp = steps[0]!.split(' ')[1]!;
    expect(temp).toMatch(/^\.data\.json\..+\.tmp$/);
    expect(steps).toEqual([`writeFile ${temp}`, `fsync ${temp}`, `rename ${temp} data.json`, 'fsync .']);
    expect(readDataFile(file)).toEqual(data());
    expect(fs.readdirSync(dir)).toEqual(['data.json']);
  });

  it.each(['writeFile', 'fsync', 'rename'] as const)(
    'keeps the old file whole and removes the temporary one when %s fails',
    async (fail) => {
      await writeDataFile(file, data());
      const before = fs.readFileSync(file, 'utf8');
      const { ops } = recorded(fail);
      await expect(writeDataFile(file, { ...data(), logins: {} }, ops)).rejects.toThrow(
        `mock data file ${file} cannot be written: ${fail} failed`,
      );
      expect(fs.readFileSync(file, 'utf8')).toBe(before);
      expect(fs.readdirSync(dir)).toEqual(['data.json']);
    },
  );
});
