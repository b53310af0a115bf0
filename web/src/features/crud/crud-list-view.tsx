import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Permission } from '@/features/permission';
import { format } from '@/i18n';
import type { Column } from '@/components/data-table/column';
import { ConfirmAlert } from '@/components/crud/confirm-alert';
import type { Identified } from '@/components/crud/crud-types';
import type { CrudPage } from './use-crud-page';
import { crudPermission } from './use-crud-page';
import { type ListCsvExport, type ListQuery, type ListTexts, ListView } from './list-view';

/** A management page's texts; `confirmDelete` asks about one `{name}`. */
interface CrudListTexts extends ListTexts {
  add: string;
  confirmDelete: string;
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
  csvExport?: ListCsvExport<CsvField>;
  /** The filter bar's controls after the keyword box. @default none */
  filters?: ReactNode;
  columns: readonly Column<Item, Field>[];
  /** The page's list, dialogs, permissions and record names (`useCrudPage`). */
  page: Pick<CrudPage<Item, Query, never, never, never>, 'list' | 'tableId' | 'dialogs' | 'filter' | 'route' | 'label'>;
  /** The create/edit dialog. */
  children: ReactNode;
}

/**
 * A management page's list (`ListView`) with its add button, the form dialog and the delete
 * confirmation, the buttons following the route's permissions.
 */
export function CrudListView<
  Item extends Identified,
  Query extends ListQuery<Field>,
  Field extends string,
  CsvField extends string = never,
>({ texts, csvExport, filters, columns, page, children }: CrudListViewProps<Item, Query, Field, CsvField>) {
  const { list, dialogs, route, label } = page;
  return (
    <ListView
      page={page}
      texts={texts}
      csvExport={csvExport && { ...csvExport, permission: crudPermission(route, 'export') }}
      actions={
        <Permission value={crudPermission(route, 'add')}>
          <Button icon="plus" intent="primary" onClick={dialogs.openCreate}>
            {texts.add}
          </Button>
        </Permission>
      }
      filters={filters}
      columns={columns}
    >
      {children}
      <ConfirmAlert
        isOpen={dialogs.deleting !== null}
        loading={list.state.submitStatus === 'submitting'}
        onConfirm={() => dialogs.deleting && list.remove(dialogs.deleting.id)}
        onCancel={dialogs.close}
      >
        {dialogs.deleting && format(texts.confirmDelete, { name: label(dialogs.deleting) })}
      </ConfirmAlert>
    </ListView>
  );
}
