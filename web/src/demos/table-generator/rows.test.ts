import type { ColumnDef } from './column';
import { validateColumns } from './column';
import { filterRows, sampleRows, sortRows } from './rows';

const columns: ColumnDef[] = [
  { name: 'city', label: '城市', type: 'text', searchable: true, sortable: true },
  { name: 'amount', label: '金额', type: 'number', searchable: true, sortable: true },
  { name: 'day', label: '日期', type: 'date', searchable: true, sortable: false },
  { name: 'active', label: '启用', type: 'boolean', searchable: true, sortable: false },
  { name: 'note', label: '备注', type: 'text', searchable: false, sortable: false },
];
const rows = sampleRows(columns);

describe('sampleRows', () => {
  it('fills every column with a value of its type, the same on every call', () => {
    expect(sampleRows(columns)).toEqual(rows);
    for (const row of rows) {
      expect(typeof row.city).toBe('string');
      expect(typeof row.amount).toBe('number');
      expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof row.active).toBe('boolean');
    }
  });
});

describe('filterRows', () => {
  it('matches text by case-insensitive substring', () => {
    const found = filterRows(rows, columns, { city: 'alpha' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(rows.length);
    expect(found.every((row) => String(row.city).startsWith('Alpha'))).toBe(true);
  });

  it('matches numbers, dates and yes/no exactly and combines criteria', () => {
    const target = rows[5];
    const found = filterRows(rows, columns, {
      amount: String(target?.amount),
      day: String(target?.day),
      active: String(target?.active),
    });
    expect(found).toContainEqual(target);
    expect(found.every((row) => row.amount === target?.amount && row.day === target?.day)).toBe(true);
  });

  it('ignores empty criteria and columns that are not searchable', () => {
    expect(filterRows(rows, columns, { city: '  ', note: 'nothing matches this' })).toEqual(rows);
  });
});

describe('sortRows', () => {
  it('sorts numbers numerically both ways without touching the input', () => {
    const before = [...rows];
    const asc = sortRows(rows, { field: 'amount', order: 'asc' }).map((row) => Number(row.amount));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = sortRows(rows, { field: 'amount', order: 'desc' }).map((row) => Number(row.amount));
    expect(desc).toEqual([...asc].reverse());
    expect(rows).toEqual(before);
  });
});

describe('validateColumns', () => {
  it('reports bad identifiers, duplicates and blank labels by index', () => {
    const problems = validateColumns([
      { name: 'ok', label: 'OK', type: 'text', searchable: false, sortable: false },
      { name: '1st', label: 'x', type: 'text', searchable: false, sortable: false },
      { name: 'ok', label: 'again', type: 'text', searchable: false, sortable: false },
      { name: 'blank', label: ' ', type: 'text', searchable: false, sortable: false },
    ]);
    expect([...problems]).toEqual([
      [1, 'nameInvalid'],
      [2, 'nameDuplicate'],
      [3, 'labelEmpty'],
    ]);
  });
});
