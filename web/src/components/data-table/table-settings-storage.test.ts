import {
  DEFAULT_TABLE_SETTINGS,
  readTableSettings,
  storeTableSettings,
  tableSettingsKey,
  visibleColumns,
  withColumnShown,
} from './table-settings-storage';

const columns = [{ id: 'name' }, { id: 'age' }, { id: 'note' }];
const ids = columns.map((column) => column.id);

beforeEach(() => window.localStorage.clear());

describe('readTableSettings and storeTableSettings', () => {
  it('remember each table’s settings apart', () => {
    expect(storeTableSettings('users', { hidden: ['age'], density: 'compact' })).toBe(true);
    expect(readTableSettings('users')).toEqual({ hidden: ['age'], density: 'compact' });
    expect(readTableSettings('roles')).toEqual(DEFAULT_TABLE_SETTINGS);
  });

  it.each([
    ['not JSON', '{hidden'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['a string', '"compact"'],
  ])('answers the defaults for %s', (_, raw) => {
    window.localStorage.setItem(tableSettingsKey('users'), raw);
    expect(readTableSettings('users')).toEqual(DEFAULT_TABLE_SETTINGS);
  });

  it('keeps only the well-formed parts of a hand-edited value', () => {
    window.localStorage.setItem(
      tableSettingsKey('users'),
      JSON.stringify({ hidden: ['age', 3, null, { id: 'x' }], density: 'tiny' }),
    );
    expect(readTableSettings('users')).toEqual({ hidden: ['age'], density: 'standard' });
    window.localStorage.setItem(tableSettingsKey('users'), JSON.stringify({ hidden: 'age', density: 'compact' }));
    expect(readTableSettings('users')).toEqual({ hidden: [], density: 'compact' });
  });
});

describe('visibleColumns', () => {
  it('leaves the hidden columns out, and ignores ids that are no column', () => {
    expect(visibleColumns(columns, ['age', 'gone']).map((column) => column.id)).toEqual(['name', 'note']);
  });

  it('shows every column when the settings would hide them all', () => {
    expect(visibleColumns(columns, ids)).toEqual(columns);
  });
});

describe('withColumnShown', () => {
  it('hides and shows a column', () => {
    const hidden = withColumnShown(DEFAULT_TABLE_SETTINGS, ids, 'age', false);
    expect(hidden.hidden).toEqual(['age']);
    expect(withColumnShown(hidden, ids, 'age', true).hidden).toEqual([]);
  });

  it('never hides the last column shown', () => {
    const one = { hidden: ['name', 'age'], density: 'standard' } as const;
    expect(withColumnShown(one, ids, 'note', false)).toBe(one);
  });
});
