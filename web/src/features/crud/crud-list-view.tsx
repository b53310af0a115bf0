import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { type PermissionCode, Permission } from '@/features/permission';
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
import { type CsvExportButtonProps, CsvExportButton } from './csv-export-button';

const crudTexts = pageTexts.crud;

/** Props of `CrudListView`. */
export interface CrudListViewProps<
  Item extends Identified,
  Query extends PageQuery & SortQuery<Field> & { queryValue?: string },
  Create,
  Update,
  Status,
  Field extends string,
> {
  /**
   * The page's texts: title, the table's accessible name, the empty state's title, the add
   * button's text, and the keyword box's hint (without it, no keyword box).
   */
  texts: { title: string; tableLabel: string; empty: string; add: string; searchPlaceholder?: string };
  /** The permission the add button needs, e.g. `SystemUser.add`. */
  addPermission: PermissionCode;
  /** The CSV export of the current query (its button shows only to holders of its permission). @default none */
  csvExport?: Omit<CsvExportButtonProps, 'query'>;
  /** The filter bar's controls after the keyword box. @default none */
  filters?: ReactNode;
  columns: readonly Column<Item, Field>[];
  /** The page's list and dialogs (`useCrudPage`). */
  page: Pick<CrudPage<Item, Query, Create, Update, Status>, 'list' | 'tableId' | 'dialogs' | 'filter'>;
  /** The question the delete confirmation asks about `item`. */
  confirmDelete: (item: Item) => string;
  /** The create/edit dialog. */
  children: ReactNode;
}

/**
 * A management page's list: title with refresh, table settings and add, filters, the sortable
 * table with its states, the pager, the form dialog and the delete confirmation, all bound to one
 * list's state; filters, sort and page go through the URL (`useListQueryParams`).
 */
export function CrudListView<
  Item extends Identified,
  Query extends PageQuery & SortQuery<Field> & { queryValue?: string },
  Create,
  Update,
  Status,
  Field extends string,
>({
  texts,
  addPermission,
  csvExport,
  filters,
  columns,
  page: { list, tableId, dialogs, filter },
  confirmDelete,
  children,
}: CrudListViewProps<Item, Query, Create, Update, Status, Field>) {
  const { query, items, total, loadStatus, loadError, submitStatus } = list.state;
  const [settings, changeSettings] = useTableSettings(tableId);
  return (
    <ListLayout
      title={texts.title}
      actions={
        <>
          <Button icon="refresh" variant="minimal" aria-label={crudTexts.refresh} onClick={() => list.load()} />
          <TableSettingsButton columns={columns} settings={settings} onChange={changeSettings} />
          {csvExport && <CsvExportButton {...csvExport} query={query} />}
          <Permission value={addPermission}>
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
        {dialogs.deleting && confirmDelete(dialogs.deleting)}
      </ConfirmAlert>
    </ListLayout>
  );
}
