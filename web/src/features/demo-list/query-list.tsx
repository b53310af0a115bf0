import { Button, Callout, Card } from '@blueprintjs/core';
import { useState } from 'react';
import { messages } from '../../i18n';
import { Permission } from '../permission';
import { ItemsTable } from './items-table';
import { ListBody } from './list-body';
import { ListFiltersForm } from './list-filters';
import { ListPager } from './list-pager';
import { initialListState, nextSort, type ListState } from './list-query';
import { useDemoItems } from './use-demo-items';
import { useItemEditing } from './use-item-editing';
import './demo-list.css';

const texts = messages.demoList;

/** The query table: filters, server-side pages and sort, row selection, gated add/edit/delete. */
export function QueryList() {
  const [state, setState] = useState<ListState>(initialListState);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const result = useDemoItems(state);
  const editing = useItemEditing((deleted) => {
    setSelected((current) => new Set([...current].filter((id) => !deleted.includes(id))));
    result.reload();
  });
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });

  return (
    <>
      <Card>
        <ListFiltersForm value={state.filters} onApply={(filters) => setState({ ...state, filters, current: 1 })} />
      </Card>
      <Card className="demo-list__card">
        <div className="demo-page__row demo-list__toolbar">
          <Permission value="QueryList.add">
            <Button intent="primary" icon="add" text={texts.add} onClick={editing.startAdd} />
          </Permission>
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
        <ListBody result={result}>
          <ItemsTable
            items={result.page?.list ?? []}
            sort={state.sort}
            onSort={(field) => setState({ ...state, sort: nextSort(state.sort, field), current: 1 })}
            selected={selected}
            onSelect={select}
            onEdit={editing.startEdit}
            onDelete={(item) => editing.startDelete([item.id])}
          />
        </ListBody>
        <ListPager
          total={result.page?.pagination.total ?? 0}
          current={state.current}
          pageSize={state.pageSize}
          disabled={result.page === null}
          onChange={(current, pageSize) => setState({ ...state, current, pageSize })}
        />
      </Card>
      {editing.dialogs}
    </>
  );
}
