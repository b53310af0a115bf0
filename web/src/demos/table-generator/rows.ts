import type { CellValue, ColumnDef, Criteria, Row, SortState } from './column';

const WORDS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', '北京', '上海', '广州', '深圳', '杭州', '成都'];

/** Deterministic sample rows for a set of columns, so the preview is the same on every visit. */
export function sampleRows(columns: readonly ColumnDef[], count = 36): Row[] {
  return Array.from({ length: count }, (_, index) => {
    const row: Row = {};
    columns.forEach((column, position) => {
      const seed = index * 7 + position * 13;
      switch (column.type) {
        case 'text':
          row[column.name] = `${WORDS[seed % WORDS.length]} ${index + 1}`;
          break;
        case 'number':
          row[column.name] = (seed * 37) % 1000;
          break;
        case 'date':
          row[column.name] = new Date(Date.UTC(2026, 0, 1 + ((seed * 11) % 300))).toISOString().slice(0, 10);
          break;
        case 'boolean':
          row[column.name] = seed % 3 !== 0;
          break;
      }
    });
    return row;
  });
}

/**
 * Whether one cell matches its search value: text contains it (case insensitive), a number or a
 * date equals it, yes/no equals `'true'`/`'false'`. An empty search value matches everything.
 */
export function cellMatches(column: ColumnDef, value: CellValue | undefined, search: string): boolean {
  const wanted = search.trim();
  if (wanted === '') return true;
  switch (column.type) {
    case 'text':
      return String(value).toLowerCase().includes(wanted.toLowerCase());
    case 'number':
      return Number(wanted) === value;
    case 'date':
    case 'boolean':
      return String(value) === wanted;
  }
}

/** The rows matching every searchable column's criterion. */
export function filterRows(rows: readonly Row[], columns: readonly ColumnDef[], criteria: Criteria): Row[] {
  const active = columns.filter((column) => column.searchable && (criteria[column.name] ?? '').trim() !== '');
  return rows.filter((row) =>
    active.every((column) => cellMatches(column, row[column.name], criteria[column.name] ?? '')),
  );
}

/** A sorted copy of `rows` (stable; numbers numerically, the rest as text). */
export function sortRows(rows: readonly Row[], sort: SortState | null): Row[] {
  if (sort === null) return [...rows];
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = a[sort.field];
    const right = b[sort.field];
    if (typeof left === 'number' && typeof right === 'number') return direction * (left - right);
    return direction * String(left).localeCompare(String(right));
  });
}
