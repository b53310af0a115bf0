import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testServer } from '../test-support';
import { buildSeed } from './seed';

type Flagged = { id: string; builtIn?: boolean };
type FileData = { users: Flagged[]; roles: Flagged[] };

let dir = '';
let file = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-migration-'));
  file = path.join(dir, 'data.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const readFile = () => JSON.parse(fs.readFileSync(file, 'utf8')) as FileData;
const flagged = (records: readonly Flagged[]) => records.filter((record) => record.builtIn).map((record) => record.id);

/** Writes the seed to the data file, then `edit` of it. */
async function fileFrom(edit: (data: FileData) => FileData): Promise<void> {
  const server = await testServer({ dataFile: file });
  await server.stop();
  fs.writeFileSync(file, JSON.stringify(edit(readFile())));
}

describe('the built-in flag', () => {
  it('is set by the seed on root and the administrator role only', async () => {
    const seed = await buildSeed({ scryptCost: 1024, docsUrl: 'https://example.com/docs', now: Date.now() });
    expect(seed.users.filter((user) => user.builtIn).map((user) => user.userName)).toEqual(['root']);
    expect(seed.roles.filter((role) => role.builtIn).map((role) => role.name)).toEqual(['管理员']);
    expect([...seed.users, ...seed.roles].every((record) => typeof record.builtIn === 'boolean')).toBe(true);
  });

  it('is added at load to a data file from before it, on the records the seed then made built-in, and written back', async () => {
    const strip = ({ builtIn: _flag, ...record }: Flagged) => record;
    await fileFrom((data) => ({ ...data, users: data.users.map(strip), roles: data.roles.map(strip) }));
    const server = await testServer({ dataFile: file });
    const { store } = server.app.mock;
    expect([flagged(store.users.all()), flagged(store.roles.all())]).toEqual([['u-root'], ['r-admin']]);
    expect(store.users.all().every((user) => user.builtIn !== undefined)).toBe(true);
    await server.stop();
    expect([flagged(readFile().users), flagged(readFile().roles)]).toEqual([['u-root'], ['r-admin']]);
  });

  it('is kept as a data file holds it, whatever the ids', async () => {
    const renamed = (id: string) => ({ 'u-root': 'u-x1', 'r-admin': 'r-x1' })[id] ?? id;
    const moved = <T extends Flagged & { roleIds?: string[] }>(record: T): T => ({
      ...record,
      id: renamed(record.id),
      ...(record.roleIds ? { roleIds: record.roleIds.map(renamed) } : {}),
    });
    await fileFrom((data) => ({
      ...data,
      // A plain user with the id the seed gives root: the file's flag decides, not the id.
      users: [
        ...data.users.map(moved),
        { ...data.users.find((user) => !user.builtIn)!, id: 'u-root', userName: 'decoy' },
      ],
      roles: data.roles.map(moved),
    }));
    const server = await testServer({ dataFile: file });
    const { store } = server.app.mock;
    expect([flagged(store.users.all()), flagged(store.roles.all())]).toEqual([['u-x1'], ['r-x1']]);
    await server.stop();
  });
});

describe('the watermark flag', () => {
  it('is false on every seeded role', async () => {
    const seed = await buildSeed({ scryptCost: 1024, docsUrl: 'https://example.com/docs', now: Date.now() });
    expect(seed.roles.map((role) => role.watermark)).toEqual(seed.roles.map(() => false));
  });

  it('is added, false, at load to the roles of a data file from before it, and kept where a file has it', async () => {
    await fileFrom((data) => ({
      ...data,
      roles: data.roles.map(({ watermark: _flag, ...role }: Flagged & { watermark?: boolean }, index) =>
        index === 0 ? { ...role, watermark: true } : role,
      ),
    }));
    const server = await testServer({ dataFile: file });
    const marks = server.app.mock.store.roles.all().map((role) => role.watermark);
    expect(marks).toEqual([true, ...marks.slice(1).map(() => false)]);
    await server.stop();
    expect(readFile().roles.map((role) => (role as { watermark?: boolean }).watermark)).toEqual(marks);
  });

  it('refuses a data file whose role holds a flag that is not a boolean', async () => {
    await fileFrom((data) => ({ ...data, roles: data.roles.map((role) => ({ ...role, watermark: 'yes' })) }));
    await expect(testServer({ dataFile: file })).rejects.toThrow(/watermark/);
  });
});
