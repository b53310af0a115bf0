import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { PermissionCode } from '@/features/permission';
import * as pageTexts from '@/i18n/page-messages';
import type { Column } from '@/components/data-table/column';
import { DataTable } from '@/components/data-table/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { TableSettingsButton } from '@/components/data-table/table-settings-button';
import { visibleColumns } from '@/components/data-table/table-settings-storage';
import { useTableSettings } from '@/components/data-table/use-table-settings';
import type { Identified, PageQuery } from '@/components/crud/crud-types';
import { ListLayout } from '@/components/crud/list-layout';
import { type SortQuery, sortFromQuery, sortToQuery } from '@/components/crud/query-sort';
import { SearchField } from '@/components/crud/search-field';
import { CsvExportButton } from './csv-export-button';
import type { ListPage } from './use-list-page';
import type { CsvExportOptions } from './use-csv-export';

const crudTexts = pageTexts.crud;

/** The query of a sortable, paged list with a keyword. */
export type ListQuery<Field extends string> = PageQuery & SortQuery<Field> & { queryValue?: string };

/** A list page's texts. */
export interface ListTexts {
  title: string;
  tableLabel: string;
  empty: string;
  /** The keyword box's hint (without it, no keyword box). */
  searchPlaceholder?: string;
}

/** The CSV export of a list's current query. */
export interface ListCsvExport<CsvField extends string> extends Omit<CsvExportOptions, 'query' | 'titles'> {
  /** The header row's field names, in order: each column's title is the page's text of the same name. */
  fields: readonly CsvField[];
}

/** Props of `ListView`. */
export interface ListViewProps<
  Item extends Identified,
  Query extends ListQuery<Field>,
  Field extends string,
  CsvField extends string,
> {
  /** The page's texts: its title, the table's name, the empty state, and the export's column titles. */
  texts: ListTexts & Record<NoInfer<CsvField>, string>;
  /** The CSV export of the current query, shown to holders of `permission`. @default none */
  csvExport?: ListCsvExport<CsvField> & { permission: PermissionCode };
  /** Toolbar buttons after the export (add). @default none */
  actions?: ReactNode;
  /** The filter bar's controls after the keyword box. @default none */
  filters?: ReactNode;
  columns: readonly Column<Item, Field>[];
  /** The page's list (`useListPage`). */
  page: ListPage<Item, Query>;
  /** Dialogs and drawers of the page. @default none */
  children?: ReactNode;
}

/**
 * A list page: refresh, table settings, export and the page's own actions, filters, the sortable
 * table with its states and the pager, bound to one list's state; filters, sort and page go
 * through the URL (`useListQueryParams`).
 */
export function ListView<
  Item extends Identified,
  Query extends ListQuery<Field>,
  Field extends string,
  CsvField extends string = never,
>({
  texts,
  csvExport,
  actions,
  filters,
  columns,
  page: { list, tableId, filter },
  children,
}: ListViewProps<Item, Query, Field, CsvField>) {
  const { query, items, total, loadStatus, loadError } = list.state;
  const [settings, changeSettings] = useTableSettings(tableId);
  return (
    <ListLayout
      title={texts.title}
      actions={
        <>
          <Button icon="refresh" variant="minimal" aria-label={crudTexts.refresh} onClick={() => list.load()} />
          <TableSettingsButton columns={columns} settings={settings} onChange={changeSettings} />
          {csvExport && (
            <CsvExportButton
              {...csvExport}
              titles={Object.fromEntries(csvExport.fields.map((field) => [field, texts[field]]))}
              query={query}
            />
          )}
          {actions}
        </>
      }
      filters={
        <>
          {texts.searchPlaceholder !== undefined && (
            // A partial query: only the keyword changes, the other filters stay.
            <SearchField
              placeholder={texts.searchPlaceholder}
              value={query.queryValue}
              onSearch={(queryValue) => filter({ queryValue } as Partial<Query>)}
              onType={(queryValue) => list.type({ queryValue, current: 1 } as Partial<Query>)}
            />
          )}
          {filters}
        </>
      }
    >
      <DataTable
        label={texts.tableLabel}
        columns={visibleColumns(columns, settings.hidden)}
        density={settings.density}
        rows={items}
        rowKey={(item) => item.id}
        sort={sortFromQuery<Field>(query)}
        // A partial query: only the sort and the page change, the filters stay.
        onSortChange={(sort) => list.commit({ ...sortToQuery(sort), current: 1 } as Partial<Query>)}
        status={loadStatus}
        error={loadError}
        onRetry={() => list.load()}
        emptyTitle={texts.empty}
      />
      <Pagination
        current={query.current ?? 1}
        pageSize={query.pageSize ?? 10}
        total={total}
        disabled={loadStatus === 'loading'}
        onChange={(current, pageSize) => list.commit({ current, pageSize } as Partial<Query>)}
      />
      {children}
    </ListLayout>
  );
}
