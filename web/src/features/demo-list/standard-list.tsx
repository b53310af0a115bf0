import { Button, Card, H5 } from '@blueprintjs/core';
import { useState } from 'react';
import { messages } from '../../i18n';
import { Permission } from '../permission';
import { ListBody } from './list-body';
import { ListFiltersForm } from './list-filters';
import { ListPager } from './list-pager';
import { initialListState, type ListState } from './list-query';
import { StatusTag } from './status-tag';
import { useDemoItems } from './use-demo-items';
import { useItemEditing } from './use-item-editing';
import './demo-list.css';

const texts = messages.demoList;

/** The standard list: the same items as cards, with search, pages and gated edit and delete. */
export function StandardList() {
  const [state, setState] = useState<ListState>({ ...initialListState, pageSize: 20, sort: { field: 'createdAt', order: 'desc' } });
  const result = useDemoItems(state);
  const editing = useItemEditing(() => result.reload());

  return (
    <>
      <Card>
        <ListFiltersForm full={false} value={state.filters} onApply={(filters) => setState({ ...state, filters, current: 1 })} />
      </Card>
      <ListBody result={result}>
        <ul className="demo-list__cards" aria-label={texts.standardList.title}>
          {(result.page?.list ?? []).map((item) => (
            <li key={item.id} aria-label={item.name}>
              <Card>
                <div className="demo-list__card-header">
                  <H5>{item.name}</H5>
                  <StatusTag status={item.status} />
                </div>
                <p>{item.description}</p>
                <p className="demo-list__card-meta">
                  {texts.columns.owner}：{item.owner} · {texts.columns.callCount}：{item.callCount.toLocaleString('zh-CN')} · {item.createdAt.slice(0, 10)}
                </p>
                <Permission value="StandardList.edit">
                  <Button variant="minimal" size="small" icon="edit" text={texts.edit} onClick={() => editing.startEdit(item)} />
                </Permission>
                <Permission value="StandardList.delete">
                  <Button variant="minimal" size="small" intent="danger" icon="trash" text={texts.delete} onClick={() => editing.startDelete([item.id])} />
                </Permission>
              </Card>
            </li>
          ))}
        </ul>
      </ListBody>
      <ListPager
        total={result.page?.pagination.total ?? 0}
        current={state.current}
        pageSize={state.pageSize}
        disabled={result.page === null}
        onChange={(current, pageSize) => setState({ ...state, current, pageSize })}
      />
      {editing.dialogs}
    </>
  );
}
