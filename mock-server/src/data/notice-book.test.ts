import { checkStoreData } from './data-shape';
import { migrateStoredData } from './seed-migration';
import { NoticeBook } from './notice-book';
import { buildSeed } from './seed';
import { createStore } from './store';

const at = new Date('2026-11-28T09:12:03.120Z');
const menuChanged = { kind: 'menu_changed' } as const;

describe('NoticeBook', () => {
  it('gives each user growing ids and keeps the latest up to the bound, ids never given twice', () => {
    const book = new NoticeBook();
    for (let i = 0; i < 5; i += 1) book.add('u-1', menuChanged, at, 3);
    book.add('u-2', { kind: 'export_finished', list: 'roles', rows: 4 }, at, 3);
    expect(book.list('u-1').map((notice) => notice.id)).toEqual(['3', '4', '5']);
    expect(book.lastId('u-1')).toBe(5);
    expect(book.list('u-2')).toEqual([
      { id: '1', at: at.toISOString(), kind: 'export_finished', list: 'roles', rows: 4 },
    ]);
    expect(book.after('u-1', 3).map((notice) => notice.id)).toEqual(['4', '5']);
  });

  it('marks read up to an id, never past the newest notice, and never back', () => {
    const book = new NoticeBook();
    for (let i = 0; i < 3; i += 1) book.add('u-1', menuChanged, at, 100);
    book.markRead('u-1', 2);
    expect([book.unread('u-1'), book.isRead('u-1', '2'), book.isRead('u-1', '3')]).toEqual([1, true, false]);
    book.markRead('u-1', 1);
    expect(book.unread('u-1')).toBe(1);
    book.markRead('u-1', Number.MAX_SAFE_INTEGER);
    expect(book.unread('u-1')).toBe(0);
    book.add('u-1', menuChanged, at, 100);
    expect(book.unread('u-1')).toBe(1);
  });

  it('calls changed on every change and not on a read mark that changes nothing', () => {
    const changed = jest.fn();
    const book = new NoticeBook({}, changed);
    book.add('u-1', menuChanged, at, 100);
    book.markRead('u-1', 1);
    book.markRead('u-1', 1);
    book.markRead('u-9', 1);
    book.forget('u-1');
    book.forget('u-1');
    expect(changed).toHaveBeenCalledTimes(3);
  });
});

describe('notices in the data file', () => {
  const seed = () => buildSeed({ scryptCost: 1024, docsUrl: 'https://docs.example.test/', now: Date.now() });

  it('are written with the store and read back, shape-checked, by the next start', async () => {
    const store = createStore(await seed());
    store.notices.add('u-staff', menuChanged, at, 100);
    store.notices.markRead('u-staff', 1);
    const file = JSON.parse(JSON.stringify(store.snapshot())) as unknown;
    const again = createStore(migrateStoredData(checkStoreData(file)));
    expect(again.notices.list('u-staff')).toEqual(store.notices.list('u-staff'));
    expect(again.notices.unread('u-staff')).toBe(0);
  });

  it('are none in a data file written before notices, which still starts', async () => {
    const { notices: _none, ...older } = JSON.parse(JSON.stringify(createStore(await seed()).snapshot())) as Record<
      string,
      unknown
    >;
    const store = createStore(migrateStoredData(checkStoreData(older)));
    expect(store.notices.list('u-staff')).toEqual([]);
    expect(store.notices.lastId('u-staff')).toBe(0);
  });

  it('go back with a rollback to what the file holds', async () => {
    const store = createStore(await seed());
    const stored = store.snapshot();
    store.notices.add('u-staff', menuChanged, at, 100);
    store.restore(stored);
    expect(store.notices.list('u-staff')).toEqual([]);
  });
});
