import { Icon } from '@blueprintjs/core';
import { format } from '@/i18n';
import { dataTable } from '@/i18n/page-messages';
import type { Sort } from './sort';

const dataTableTexts = dataTable;

/** Props of `SortHeader`. */
export interface SortHeaderProps<Field extends string> {
  /** The column's header text. */
  header: string;
  /** The server's field this column sorts by. */
  field: Field;
  /** The table's current sort. */
  sort: Sort<Field>;
  /** Called with the clicked field; the table decides the next sort. */
  onSort: (field: Field) => void;
  /** A CSS width. */
  width?: number | string;
}

/** A column header that sorts on click, with `aria-sort` and an icon showing the direction. */
export function SortHeader<Field extends string>({ header, field, sort, onSort, width }: SortHeaderProps<Field>) {
  const order = sort?.field === field ? sort.order : null;
  const ariaSort = order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none';
  const icon = order === 'asc' ? 'sort-asc' : order === 'desc' ? 'sort-desc' : 'double-caret-vertical';
  return (
    <th aria-sort={ariaSort} style={{ width }}>
      <button
        type="button"
        className={`app-data-table__sort${order ? ' app-data-table__sort--active' : ''}`}
        aria-label={format(dataTableTexts.sortBy, { column: header })}
        onClick={() => onSort(field)}
      >
        {header}
        <Icon icon={icon} size={12} aria-hidden />
      </button>
    </th>
  );
}
