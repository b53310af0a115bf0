/** The kinds of column the generator knows. */
export const COLUMN_TYPES = ['text', 'number', 'date', 'boolean'] as const;

/** A column kind: free text, a number, a calendar day (`YYYY-MM-DD`) or yes/no. */
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** One column of the generated table. */
export interface ColumnDef {
  /** The row field, a TypeScript identifier (`orderNo`). */
  name: string;
  /** The header and search label shown to the user. */
  label: string;
  type: ColumnType;
  /** Whether the search form gets a field for this column. */
  searchable: boolean;
  /** Whether the header sorts the table. */
  sortable: boolean;
}

/** A value of a generated row; dates are `YYYY-MM-DD` strings. */
export type CellValue = string | number | boolean;

/** One row of sample data, keyed by column name. */
export type Row = Record<string, CellValue>;

/** The search form's state: one string per searchable column, empty meaning "any". */
export type Criteria = Record<string, string>;

/** A sort: which column and which way. */
export interface SortState {
  field: string;
  order: 'asc' | 'desc';
}

/** Whether `value` is one of {@link COLUMN_TYPES} (for values read from a select). */
export function isColumnType(value: string): value is ColumnType {
  return (COLUMN_TYPES as readonly string[]).includes(value);
}

/** Why a column cannot be generated. */
export type ColumnProblem = 'nameInvalid' | 'nameDuplicate' | 'labelEmpty';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * What is wrong with a set of columns, as messages keyed by column index (empty when valid):
 * names must be unique TypeScript identifiers and labels must not be blank, because both end up
 * in generated code.
 */
export function validateColumns(columns: readonly ColumnDef[]): Map<number, ColumnProblem> {
  const problems = new Map<number, ColumnProblem>();
  const seen = new Set<string>();
  columns.forEach((column, index) => {
    if (!IDENTIFIER.test(column.name)) problems.set(index, 'nameInvalid');
    else if (seen.has(column.name)) problems.set(index, 'nameDuplicate');
    else if (column.label.trim() === '') problems.set(index, 'labelEmpty');
    seen.add(column.name);
  });
  return problems;
}
