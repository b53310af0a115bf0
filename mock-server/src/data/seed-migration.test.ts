import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginToken, testServer } from '../test-support';
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

describe('the audit trail', () => {
  type Menu = { id: string; parentId: string | null; routeName: string; sequence: number };
  type AuditFile = Omit<FileData, 'roles'> & {
    menus: Menu[];
    resources: { id: string; method: string; path: string; memo: string }[];
    roles: (Flagged & { menus: { menuId: string }[] })[];
    operationLog?: unknown;
    signInLog?: unknown;
  };
  const AUDIT_PAGES = ['SystemOperationLog', 'SystemSignInLog'];

  /** The data file as one written before the audit trail: no logs, no audit pages, resources or grants. */
  const beforeTheAuditTrail = (data: FileData) => {
    const { operationLog: _ops, signInLog: _signIns, ...file } = data as unknown as AuditFile;
    const pages = new Set(file.menus.filter((menu) => AUDIT_PAGES.includes(menu.routeName)).map((menu) => menu.id));
    return {
      ...file,
      menus: file.menus.filter((menu) => !pages.has(menu.id)),
      // One of their calls has a resource of the file's own, under another id.
      resources: file.resources
        .filter((resource) => !resource.path.includes('/audit/'))
        .concat({ id: 'res-own-sign-ins', method: 'GET', path: '/api/v1/audit/sign-ins', memo: '' }),
      roles: file.roles.map((role) => ({ ...role, menus: role.menus.filter((grant) => !pages.has(grant.menuId)) })),
    };
  };

  it('adds empty logs and the two log pages under the system group, granted to the administrator role', async () => {
    await fileFrom((data) => beforeTheAuditTrail(data) as unknown as FileData);
    const server = await testServer({ dataFile: file });
    const { store } = server.app.mock;
    const system = store.menus.find((menu) => menu.routeName === 'System')!;
    const children = store.menus
      .all()
      .filter((menu) => menu.parentId === system.id)
      .sort((a, b) => a.sequence - b.sequence)
      .map((menu) => menu.routeName);
    expect(children.slice(-2)).toEqual(AUDIT_PAGES);
    const signIns = store.menus.find((menu) => menu.routeName === 'SystemSignInLog')!;
    expect(signIns.actions.find((action) => action.code === 'query')!.resourceIds).toEqual(['res-own-sign-ins']);
    expect(store.resources.all().filter((resource) => resource.path === '/api/v1/audit/sign-ins')).toHaveLength(1);
    const admin = store.roles.find((role) => role.builtIn)!;
    expect(admin.menus.filter((grant) => grant.menuId === signIns.id)).toEqual([
      { menuId: signIns.id, actionCodes: ['query', 'export'] },
    ]);
    expect(store.operationLog.all()).toEqual([]);
    expect(store.signInLog.all()).toEqual([]);
    await server.stop();
    const written = readFile() as unknown as AuditFile;
    expect(written.operationLog).toEqual({ lastId: 0, records: [] });
    expect(written.menus.filter((menu) => AUDIT_PAGES.includes(menu.routeName))).toHaveLength(2);
  });

  it('leaves a file that has the pages as it is, and keeps its records across a restart', async () => {
    await fileFrom((data) => data);
    let server = await testServer({ dataFile: file });
    await loginToken(server);
    await server.stop();
    const before = readFile() as unknown as AuditFile;
    server = await testServer({ dataFile: file });
    expect(server.app.mock.store.signInLog.all().map((record) => record.event)).toEqual(['login']);
    await server.stop();
    expect((readFile() as unknown as AuditFile).menus).toEqual(before.menus);
  });
});
