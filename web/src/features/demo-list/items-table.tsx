import { Button, Checkbox, HTMLTable } from '@blueprintjs/core';
import { ScrollRegion } from '../../components/scroll-region/scroll-region';
import { locale, messages } from '../../i18n';
import { formatDate } from '../../lib/format-date';
import { Permission } from '../permission';
import type { DemoItem, DemoItemSortField } from './api';
import { type ListSort, SORT_FIELDS } from './list-query';
import { StatusTag } from './status-tag';

const texts = messages.demoList;

/** Props of {@link ItemsTable}. */
export interface ItemsTableProps {
  items: readonly DemoItem[];
  sort: ListSort;
  onSort: (field: DemoItemSortField) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  onEdit: (item: DemoItem) => void;
  onDelete: (item: DemoItem) => void;
}

/** One page of items: selectable rows, server-sorted headers, gated edit and delete buttons. */
export function ItemsTable({ items, sort, onSort, selected, onSelect, onEdit, onDelete }: ItemsTableProps) {
  const ids = items.map((item) => item.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));

  const header = (field: DemoItemSortField) => {
    const label = texts.columns[field];
    const active = sort?.field === field;
    return (
      <th key={field} aria-sort={!active ? 'none' : sort.order === 'asc' ? 'ascending' : 'descending'}>
        <Button
          variant="minimal"
          size="small"
          text={label}
          aria-label={texts.sortBy(label)}
          endIcon={!active ? 'double-caret-vertical' : sort.order === 'asc' ? 'caret-up' : 'caret-down'}
          onClick={() => onSort(field)}
        />
      </th>
    );
  };

  return (
    <ScrollRegion label={texts.queryList.results}>
      <HTMLTable striped interactive compact className="demo-list__table" aria-label={texts.queryList.title}>
        <thead>
          <tr>
            <th>
              <Checkbox aria-label={texts.selectAll} checked={all} indeterminate={some && !all} onChange={(event) => onSelect(ids, event.currentTarget.checked)} />
            </th>
            {SORT_FIELDS.map(header)}
            <th>{texts.columns.description}</th>
            <th>{texts.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <Checkbox aria-label={texts.selectRow(item.name)} checked={selected.has(item.id)} onChange={(event) => onSelect([item.id], event.currentTarget.checked)} />
              </td>
              <td>{item.id}</td>
              <td>{item.name}</td>
              <td>{item.owner}</td>
              <td>
                <StatusTag status={item.status} />
              </td>
              <td className="demo-list__number">{item.callCount.toLocaleString(locale)}</td>
              <td>{formatDate(item.createdAt)}</td>
              <td>{item.description}</td>
              <td className="demo-list__actions">
                <Permission value="QueryList.edit">
                  <Button variant="minimal" size="small" icon="edit" text={texts.edit} onClick={() => onEdit(item)} />
                </Permission>
                <Permission value="QueryList.delete">
                  <Button variant="minimal" size="small" intent="danger" icon="trash" text={texts.delete} onClick={() => onDelete(item)} />
                </Permission>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </ScrollRegion>
  );
}
