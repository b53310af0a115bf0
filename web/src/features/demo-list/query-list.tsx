import { Button, Callout, Card } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { messages } from '../../i18n';
import { CsvExportButton } from '../crud';
import { Permission } from '../permission';
import { ItemsTable } from './items-table';
import { ListBody } from './list-body';
import { ListFiltersForm } from './list-filters';
import { ListPager } from './list-pager';
import { filtersOf, filtersToQuery, nextSort, sortOf, sortToQuery } from './list-query';
import { selectQueryList } from './selectors';
import { queryList } from './slice';
import { useDemoList } from './use-demo-list';
import { useItemEditing } from './use-item-editing';
import './demo-list.css';

const texts = messages.demoList;

/** The query table: filters, server-side pages and sort, row selection, gated add/edit/delete and CSV export. */
export function QueryList() {
  const list = useDemoList(queryList, selectQueryList);
  const { query, items } = list.state;
  const sort = sortOf(query);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const unselect = useCallback(
    (deleted: readonly string[]) => setSelected((current) => new Set([...current].filter((id) => !deleted.includes(id)))),
    [],
  );
  const editing = useItemEditing(list, unselect);
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });

  return (
    <>
      <Card>
        <ListFiltersForm value={filtersOf(query)} onApply={(filters) => list.load({ ...filtersToQuery(filters), current: 1 })} />
      </Card>
      <Card className="demo-list__card">
        <div className="demo-page__row demo-list__toolbar">
          <Permission value="QueryList.add">
            <Button intent="primary" icon="add" text={texts.add} onClick={editing.startAdd} />
          </Permission>
          <CsvExportButton permission="QueryList.export" path="/demo/list-items/export" query={query} titles={texts.columns} fileName="demo-items" />
          {selected.size > 0 && (
            <Callout compact intent="primary" className="demo-list__selection">
              {texts.selected(selected.size)}
              <Button variant="minimal" size="small" text={texts.clearSelection} onClick={() => setSelected(new Set())} />
              <Permission value="QueryList.delete">
                <Button variant="minimal" size="small" intent="danger" text={texts.deleteSelected} onClick={() => editing.startDelete([...selected])} />
              </Permission>
            </Callout>
          )}
        </div>
        <ListBody list={list}>
          <ItemsTable
            items={items}
            sort={sort}
            onSort={(field) => list.load({ ...sortToQuery(nextSort(sort, field)), current: 1 })}
            selected={selected}
            onSelect={select}
            onEdit={editing.startEdit}
            onDelete={(item) => editing.startDelete([item.id])}
          />
        </ListBody>
        <ListPager list={list} />
      </Card>
      {editing.dialogs}
    </>
  );
}
