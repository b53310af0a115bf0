import { Card, H5 } from '@blueprintjs/core';
import { format, locale } from '@/i18n';
import { demoList } from '@/i18n/page-messages';
import { formatDate } from '@/lib/format-date';
import { ListBody } from './list-body';
import { ListFiltersForm } from './list-filters';
import { ListPager } from './list-pager';
import { filtersOf, filtersToQuery, standardListUrl } from './list-query';
import { selectStandardList } from './selectors';
import { standardList } from './slice';
import { ItemActions } from './item-actions';
import { StatusTag } from './status-tag';
import { useDemoList } from './use-demo-list';
import { useItemEditing } from './use-item-editing';
import './demo-list.css';

const texts = demoList;

/** The standard list: the same items as cards, with search, pages and gated edit and delete. */
export function StandardList() {
  const list = useDemoList(standardList, selectStandardList, standardListUrl);
  const { query, items } = list.state;
  const editing = useItemEditing(list);

  return (
    <>
      <Card>
        <ListFiltersForm
          full={false}
          value={filtersOf(query)}
          onApply={(filters) => list.commit({ ...filtersToQuery(filters), current: 1 })}
          onType={(queryValue) => list.type({ queryValue, current: 1 })}
        />
      </Card>
      <ListBody list={list}>
        <ul className="demo-list__cards" aria-label={texts.standardList.title}>
          {items.map((item) => (
            <li key={item.id} aria-label={item.name}>
              <Card>
                <div className="demo-list__card-header">
                  <H5>{item.name}</H5>
                  <StatusTag status={item.status} />
                </div>
                <p>{item.description}</p>
                <p className="demo-list__card-meta">
                  {format(texts.standardList.meta, {
                    owner: item.owner,
                    calls: item.callCount.toLocaleString(locale),
                    date: formatDate(item.createdAt, 'date'),
                  })}
                </p>
                <ItemActions
                  route="StandardList"
                  onEdit={() => editing.startEdit(item)}
                  onDelete={() => editing.startDelete([item.id])}
                />
              </Card>
            </li>
          ))}
        </ul>
      </ListBody>
      <ListPager list={list} />
      {editing.dialogs}
    </>
  );
}
