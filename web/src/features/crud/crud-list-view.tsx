import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Permission } from '@/features/permission';
import { format } from '@/i18n';
import * as pageTexts from '@/i18n/page-messages';
import type { Column } from '@/components/data-table/column';
import { DataTable } from '@/components/data-table/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { TableSettingsButton } from '@/components/data-table/table-settings-button';
import { visibleColumns } from '@/components/data-table/table-settings-storage';
import { useTableSettings } from '@/components/data-table/use-table-settings';
import { ConfirmAlert } from '@/components/crud/confirm-alert';
import type { Identified, PageQuery } from '@/components/crud/crud-types';
import { ListLayout } from '@/components/crud/list-layout';
import { type SortQuery, sortFromQuery, sortToQuery } from '@/components/crud/query-sort';
import { SearchField } from '@/components/crud/search-field';
import type { CrudPage } from './use-crud-page';
import { crudPermission } from './use-crud-page';
import { CsvExportButton } from './csv-export-button';
import type { CsvExportOptions } from './use-csv-export';

const crudTexts = pageTexts.crud;

/** The query of a sortable, paged list with a keyword. */
type ListQuery<Field extends string> = PageQuery & SortQuery<Field> & { queryValue?: string };

/** A list page's texts; `confirmDelete` asks about one `{name}`. */
interface CrudListTexts {
  title: string;
  tableLabel: string;
  empty: string;
  add: string;
  confirmDelete: string;
  /** The keyword box's hint (without it, no keyword box). */
  searchPlaceholder?: string;
}

/** The CSV export of a list's current query. */
interface CrudCsvExport<CsvField extends string> extends Omit<CsvExportOptions, 'query' | 'titles'> {
  /** The header row's field names, in order: each column's title is the page's text of the same name. */
  fields: readonly CsvField[];
}

/** Props of `CrudListView`. */
export interface CrudListViewProps<
  Item extends Identified,
  Query extends ListQuery<Field>,
  Field extends string,
  CsvField extends string,
> {
  /** The page's texts: its title, the table's name, the empty state, the add button, the delete question. */
  texts: CrudListTexts & Record<NoInfer<CsvField>, string>;
  /** The CSV export of the current query, shown to holders of the route's `export`. @default none */
  csvExport?: CrudCsvExport<CsvField>;
  /** The filter bar's controls after the keyword box. @default none */
  filters?: ReactNode;
  columns: readonly Column<Item, Field>[];
  /** The page's list, dialogs, permissions and record names (`useCrudPage`). */
  page: Pick<CrudPage<Item, Query, never, never, never>, 'list' | 'tableId' | 'dialogs' | 'filter' | 'route' | 'label'>;
  /** The create/edit dialog. */
  children: ReactNode;
}

/**
 * A management page's list: title with refresh, table settings, export and add, filters, the
 * sortable table with its states, the pager, the form dialog and the delete confirmation, all bound
 * to one list's state; filters, sort and page go through the URL (`useListQueryParams`).
 */
export function CrudListView<
  Item extends Identified,
  Query extends ListQuery<Field>,
  Field extends string,
  CsvField extends string = never,
>({
  texts,
  csvExport,
  filters,
  columns,
  page: { list, tableId, dialogs, filter, route, label },
  children,
}: CrudListViewProps<Item, Query, Field, CsvField>) {
  const { query, items, total, loadStatus, loadError, submitStatus } = list.state;
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
              permission={crudPermission(route, 'export')}
              titles={Object.fromEntries(csvExport.fields.map((field) => [field, texts[field]]))}
              query={query}
            />
          )}
          <Permission value={crudPermission(route, 'add')}>
            <Button icon="plus" intent="primary" onClick={dialogs.openCreate}>
              {texts.add}
            </Button>
          </Permission>
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
      <ConfirmAlert
        isOpen={dialogs.deleting !== null}
        loading={submitStatus === 'submitting'}
        onConfirm={() => dialogs.deleting && list.remove(dialogs.deleting.id)}
        onCancel={dialogs.close}
      >
        {dialogs.deleting && format(texts.confirmDelete, { name: label(dialogs.deleting) })}
      </ConfirmAlert>
    </ListLayout>
  );
}
