import type { ReactNode } from 'react';

/** One column of a `DataTable`. */
export interface Column<Row, Field extends string = never> {
  /** Unique among the table's columns. */
  id: string;
  /** The header text. */
  header: string;
  /** What a row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** The server's sort field; a column with one gets a clickable header. */
  sortField?: Field;
  /** A CSS width, e.g. `120` or `'20%'`. */
  width?: number | string;
}
