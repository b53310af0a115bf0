import { Button, Callout, Card } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { demoList } from '@/i18n/page-messages';
import { CsvExportButton } from '@/features/crud';
import { Permission } from '@/features/permission';
import { TableSettingsButton } from '@/components/data-table/table-settings-button';
import { useTableSettings } from '@/components/data-table/use-table-settings';
import { ITEM_COLUMNS, ItemsTable } from './items-table';
import { ListBody } from './list-body';
import { ListFiltersForm } from './list-filters';
import { ListPager } from './list-pager';
import { filtersOf, filtersToQuery, nextSort, queryListUrl, sortOf, sortToQuery } from './list-query';
import { selectQueryList } from './selectors';
import { queryList } from './slice';
import { useDemoList } from './use-demo-list';
import { useItemEditing } from './use-item-editing';
import './demo-list.css';

const texts = demoList;
/** The export's status cells as the list's tags show them. */
const CSV_CELLS = { status: texts.status };

/** The query table: filters, server-side pages and sort, row selection, gated add/edit/delete and CSV export. */
export function QueryList() {
  const list = useDemoList(queryList, selectQueryList, queryListUrl);
  const { query, items } = list.state;
  const sort = sortOf(query);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const unselect = useCallback(
    (deleted: readonly string[]) =>
      setSelected((current) => new Set([...current].filter((id) => !deleted.includes(id)))),
    [],
  );
  const editing = useItemEditing(list, unselect);
  const [settings, changeSettings] = useTableSettings(queryList.name);
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });

  return (
    <>
      <Card>
        <ListFiltersForm
          value={filtersOf(query)}
          onApply={(filters) => list.commit({ ...filtersToQuery(filters), current: 1 })}
          onType={(queryValue) => list.type({ queryValue, current: 1 })}
        />
      </Card>
      <Card className="demo-list__card">
        <div className="demo-page__row demo-list__toolbar">
          <Permission value="QueryList.add">
            <Button intent="primary" icon="add" text={texts.add} onClick={editing.startAdd} />
          </Permission>
          <CsvExportButton
            permission="QueryList.export"
            path="/demo/list-items/export"
            query={query}
            titles={texts.columns}
            cells={CSV_CELLS}
            fileName="demo-items"
          />
          {selected.size > 0 && (
            <Callout compact intent="primary" className="demo-list__selection">
              {texts.selected(selected.size)}
              <Button
                variant="minimal"
                size="small"
                text={texts.clearSelection}
                onClick={() => setSelected(new Set())}
              />
              <Permission value="QueryList.delete">
                <Button
                  variant="minimal"
                  size="small"
                  intent="danger"
                  text={texts.deleteSelected}
                  onClick={() => editing.startDelete([...selected])}
                />
              </Permission>
            </Callout>
          )}
          <span className="demo-list__settings">
            <TableSettingsButton columns={ITEM_COLUMNS} settings={settings} onChange={changeSettings} />
          </span>
        </div>
        <ListBody list={list}>
          <ItemsTable
            items={items}
            sort={sort}
            onSort={(field) => list.commit({ ...sortToQuery(nextSort(sort, field)), current: 1 })}
            selected={selected}
            onSelect={select}
            onEdit={editing.startEdit}
            onDelete={(item) => editing.startDelete([item.id])}
            settings={settings}
          />
        </ListBody>
        <ListPager list={list} />
      </Card>
      {editing.dialogs}
    </>
  );
}
