import { Classes, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import type { ReactNode } from 'react';
import { dataTable } from '@/i18n/page-messages';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import type { Column } from './column';
import { DataTableError } from './data-table-error';
import { type Sort, nextSort } from './sort';
import { SortHeader } from './sort-header';
import type { Density } from './table-settings-storage';
import './data-table.css';

const dataTableTexts = dataTable;

/** Where a table's rows stand. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Props of `DataTable`. */
export interface DataTableProps<Row, Field extends string = never> {
  /** The accessible name of the table. */
  label: string;
  columns: readonly Column<Row, Field>[];
  rows: readonly Row[];
  /** A row's unique key. */
  rowKey: (row: Row) => string;
  /** The current server-side sort. @default null */
  sort?: Sort<Field>;
  /** Called with the next sort when a sortable header is clicked. */
  onSortChange?: (sort: Sort<Field>) => void;
  /** @default 'ready' */
  status?: LoadStatus;
  /** The load failure's text, shown with a retry button when `status` is `failed`. */
  error?: string | null;
  /** Loads again after a failure. */
  onRetry?: () => void;
  /** Shown when a load succeeded with no rows. @default '暂无数据' */
  emptyTitle?: string;
  /** @default '没有符合条件的记录' */
  emptyDescription?: ReactNode;
  /** Rows of skeleton shown on the first load. @default 5 */
  skeletonRows?: number;
  /** How dense the rows are (`TableSettingsButton`). @default 'standard' */
  density?: Density;
}

/**
 * A striped, interactive Blueprint table with sortable headers and its states: skeleton rows on the
 * first load, a spinner over the rows on a reload, an empty state, and a failure with retry.
 */
export function DataTable<Row, Field extends string = never>({
  label,
  columns,
  rows,
  rowKey,
  sort = null,
  onSortChange,
  status = 'ready',
  error = null,
  onRetry,
  emptyTitle = dataTableTexts.empty,
  emptyDescription = dataTableTexts.emptyDescription,
  skeletonRows = 5,
  density = 'standard',
}: DataTableProps<Row, Field>) {
  const firstLoad = (status === 'loading' || status === 'idle') && rows.length === 0;
  const onSort = (field: Field) => onSortChange?.(nextSort(sort, field));
  return (
    <div className="app-data-table" aria-busy={status === 'loading'}>
      {status === 'failed' && <DataTableError error={error} onRetry={onRetry} />}
      <ScrollRegion label={label} className="app-data-table__scroll">
        <HTMLTable
          striped
          interactive
          compact={density === 'compact'}
          className="app-data-table__table"
          aria-label={label}
        >
          <thead>
            <tr>
              {columns.map((column) =>
                column.sortField !== undefined && onSortChange ? (
                  <SortHeader
                    key={column.id}
                    header={column.header}
                    field={column.sortField}
                    sort={sort}
                    onSort={onSort}
                    width={column.width}
                  />
                ) : (
                  <th key={column.id} style={{ width: column.width }}>
                    {column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {firstLoad
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  <tr key={index} aria-hidden>
                    {columns.map((column) => (
                      <td key={column.id}>
                        <span className={`${Classes.SKELETON} app-data-table__skeleton`}>&nbsp;</span>
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.id}>{column.cell(row)}</td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </HTMLTable>
        {status === 'loading' && rows.length > 0 && (
          <div className="app-data-table__busy">
            <LoadingSpinner size={32} aria-label={dataTableTexts.loading} />
          </div>
        )}
      </ScrollRegion>
      {status === 'ready' && rows.length === 0 && (
        <NonIdealState
          className="app-data-table__empty"
          icon="inbox"
          title={emptyTitle}
          description={emptyDescription}
        />
      )}
    </div>
  );
}
