import { Button, Checkbox, HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import { type TableSettings, visibleColumns } from '@/components/data-table/table-settings-storage';
import { locale } from '@/i18n';
import { demoList } from '@/i18n/page-messages';
import { formatDate } from '@/lib/format-date';
import type { DemoItem, DemoItemSortField } from './api';
import type { ListSort } from './list-query';
import { ItemActions } from './item-actions';
import { StatusTag } from './status-tag';

const texts = demoList;

/** Props of {@link ItemsTable}. */
export interface ItemsTableProps {
  items: readonly DemoItem[];
  sort: ListSort;
  onSort: (field: DemoItemSortField) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  onEdit: (item: DemoItem) => void;
  onDelete: (item: DemoItem) => void;
  /** The columns hidden and the row density (`useTableSettings`). */
  settings: TableSettings;
}

/** One column of the table after the selection boxes: a sortable one names its sort field. */
interface ItemColumn {
  id: keyof typeof texts.columns;
  header: string;
  sortField?: DemoItemSortField;
  className?: string;
  cell: (item: DemoItem, handlers: Pick<ItemsTableProps, 'onEdit' | 'onDelete'>) => ReactNode;
}

const sortable = (field: DemoItemSortField, cell: ItemColumn['cell'], className?: string): ItemColumn => ({
  id: field,
  header: texts.columns[field],
  sortField: field,
  cell,
  className,
});

/** The table's columns, in order; the table settings hide any of them but the last shown. */
export const ITEM_COLUMNS: readonly ItemColumn[] = [
  sortable('id', (item) => item.id),
  sortable('name', (item) => item.name),
  sortable('owner', (item) => item.owner),
  sortable('status', (item) => <StatusTag status={item.status} />),
  sortable('callCount', (item) => item.callCount.toLocaleString(locale), 'demo-list__number'),
  sortable('createdAt', (item) => formatDate(item.createdAt)),
  { id: 'description', header: texts.columns.description, cell: (item) => item.description },
  {
    id: 'actions',
    header: texts.columns.actions,
    className: 'demo-list__actions',
    cell: (item, { onEdit, onDelete }) => (
      <ItemActions route="QueryList" onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
    ),
  },
];

/** One page of items: selectable rows, server-sorted headers, gated edit and delete buttons. */
export function ItemsTable({ items, sort, onSort, selected, onSelect, onEdit, onDelete, settings }: ItemsTableProps) {
  const ids = items.map((item) => item.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  const columns = visibleColumns(ITEM_COLUMNS, settings.hidden);

  const header = ({ id, header: label, sortField }: ItemColumn) => {
    if (!sortField) return <th key={id}>{label}</th>;
    const active = sort?.field === sortField;
    return (
      <th key={id} aria-sort={!active ? 'none' : sort.order === 'asc' ? 'ascending' : 'descending'}>
        <Button
          variant="minimal"
          size="small"
          text={label}
          aria-label={texts.sortBy(label)}
          endIcon={!active ? 'double-caret-vertical' : sort.order === 'asc' ? 'caret-up' : 'caret-down'}
          onClick={() => onSort(sortField)}
        />
      </th>
    );
  };

  return (
    <ScrollRegion label={texts.queryList.results}>
      <HTMLTable
        striped
        interactive
        compact={settings.density === 'compact'}
        className="demo-list__table"
        aria-label={texts.queryList.title}
      >
        <thead>
          <tr>
            <th>
              <Checkbox
                aria-label={texts.selectAll}
                checked={all}
                indeterminate={some && !all}
                onChange={(event) => onSelect(ids, event.currentTarget.checked)}
              />
            </th>
            {columns.map(header)}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <Checkbox
                  aria-label={texts.selectRow(item.name)}
                  checked={selected.has(item.id)}
                  onChange={(event) => onSelect([item.id], event.currentTarget.checked)}
                />
              </td>
              {columns.map((column) => (
                <td key={column.id} className={column.className}>
                  {column.cell(item, { onEdit, onDelete })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </ScrollRegion>
  );
}
