import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readDataFile, type WriteOps } from './data-file';
import { persistStore } from './persistence';
import { createStore } from './store';

let dir = '';
let file = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-persist-'));
  file = path.join(dir, 'data.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('persistStore', () => {
  /** The real file operations on a disk the test fills and empties: a full one fails every write with ENOSPC. */
  function disk() {
    const state = { full: false };
    const ops: WriteOps = {
      writeFile: (f, d) =>
        state.full
          ? Promise.reject(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }))
          : fs.promises.writeFile(f, d),
      fsync: async () => undefined,
      rename: (from, to) => fs.promises.rename(from, to),
      rm: (f) => fs.promises.rm(f, { force: true }),
    };
    return { state, ops };
  }
  const emptyStore = () => createStore({ users: [], roles: [], menus: [], resources: [], logins: {} });
  /** Runs `work` in an asynchronous context of its own, as Hapi runs each request. */
  const apart = <T>(work: () => Promise<T>) =>
    new Promise<Promise<T>>((resolve) => setImmediate(() => resolve(work()))).then((p) => p);

  it('writes after a burst of changes; a failed write is logged and undone, and the next change writes', async () => {
    const store = emptyStore();
    const target = path.join(dir, 'sub', 'data.json');
    const log = jest.fn();
    const persistence = persistStore(store, target, log);
    store.logins.record('2026-11-21');
    store.logins.record('2026-11-21');
    await expect(persistence.sync()).rejects.toThrow(`mock data file ${target} cannot be written`);
    expect(log.mock.calls[0]![0]).toContain(`mock data file ${target} cannot be written`);
    expect(store.logins.count('2026-11-21')).toBe(0);

    fs.mkdirSync(path.dirname(target));
    store.logins.record('2026-11-22');
    await persistence.sync();
    expect(readDataFile(target)?.logins).toEqual({ '2026-11-22': 1 });
    await persistence.close();
    store.logins.record('2026-11-23');
    await nextTurn();
    expect(readDataFile(target)?.logins).toEqual({ '2026-11-22': 1 });
  });

  it('undoes every kind of change a full disk could not store, revocations included, and tells the listeners', async () => {
    const store = emptyStore();
    const { state, ops } = disk();
    const persistence = persistStore(store, file, () => undefined, ops);
    store.users.insert({ id: 'u-kept', userName: 'kept' } as never);
    await persistence.sync();
    const before = store.snapshot();
    const heard = jest.fn();
    store.onChange(heard);

    state.full = true;
    store.users.update('u-kept', { userName: 'renamed' } as never);
    store.users.insert({ id: 'u-new', userName: 'new' } as never);
    store.roles.insert({ id: 'r-new', name: 'new' } as never);
    store.menus.insert({ id: 'm-new', name: 'new' } as never);
    store.resources.insert({ id: 'res-new', path: '/new' } as never);
    store.logins.record('2026-11-21');
    store.revocations.revokeToken('jti-1', { validUntil: 10, exp: 20 });
    store.revocations.endSessions('u-kept', { issuedBefore: 5, exp: 20 });
    heard.mockClear();
    await expect(persistence.sync()).rejects.toThrow('ENOSPC');
    expect(store.snapshot()).toEqual(before);
    expect(store.revocations.token('jti-1')).toBeUndefined();
    expect(heard).toHaveBeenCalled();

    state.full = false;
    store.logins.record('2026-11-22');
    await persistence.sync();
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ ...before, logins: { '2026-11-22': 1 } });
    await persistence.close();
  });

  it('settles a scope by its own changes: stored ones hold when a later write fails, undone ones fail however late it asks', async () => {
    const store = emptyStore();
    const { state, ops } = disk();
    const persistence = persistStore(store, file, () => undefined, ops);

    const stored = await apart(async () => {
      const scope = persistence.enter();
      store.logins.record('2026-11-21');
      await persistence.settled(scope);
      return scope;
    });
    state.full = true;
    const undoneLate = await apart(async () => {
      const scope = persistence.enter();
      store.logins.record('2026-11-22');
      // The write on the next turn fails before this work asks.
      await expect(persistence.sync()).rejects.toThrow('ENOSPC');
      return scope;
    });
    await expect(persistence.settled(stored)).resolves.toBeUndefined();
    await expect(persistence.settled(undoneLate)).rejects.toThrow('the change was undone');
    expect(store.logins.count('2026-11-21')).toBe(1);
    expect(store.logins.count('2026-11-22')).toBe(0);
    await persistence.close();
  });

  it('fails a scope that changed nothing when a write it may have read fails, and not one begun after', async () => {
    const store = emptyStore();
    const { state, ops } = disk();
    const persistence = persistStore(store, file, () => undefined, ops);
    state.full = true;
    store.logins.record('2026-11-21');
    const reader = await apart(async () => persistence.enter());
    await expect(persistence.sync()).rejects.toThrow('ENOSPC');
    const later = await apart(async () => persistence.enter());
    await expect(persistence.settled(reader)).rejects.toThrow('what it read was undone');
    await expect(persistence.settled(later)).resolves.toBeUndefined();
    await persistence.close();
  });

  it('covers every change made while a write runs with one next write (group commit)', async () => {
    const store = createStore({ users: [], roles: [], menus: [], resources: [], logins: {} });
    const rename = jest.spyOn(fs.promises, 'rename');
    const persistence = persistStore(store, file);
    store.logins.record('2026-11-21');
    const first = persistence.sync();
    const waiting = Array.from({ length: 50 }, () => {
      store.logins.record('2026-11-22');
      return persistence.sync();
    });
    await Promise.all([first, ...waiting]);
    expect(rename).toHaveBeenCalledTimes(2);
    expect(readDataFile(file)?.logins).toEqual({ '2026-11-21': 1, '2026-11-22': 50 });
    rename.mockRestore();
    await persistence.close();
  });
});
