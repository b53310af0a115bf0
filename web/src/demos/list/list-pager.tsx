import { Button, ButtonGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { pageCount } from '@/components/data-table/page-numbers';
import { demoList } from '@/i18n/page-messages';
import { PAGE_SIZES } from './list-query';
import type { DemoListHandle } from './use-demo-list';

const texts = demoList;

/** Props of {@link ListPager}. */
export interface ListPagerProps {
  /** The list it pages: a new page or size loads it (a new size restarts at page 1). */
  list: DemoListHandle;
}

/**
 * Server-side pagination: first, previous, page of pages, next, last, and the page size; disabled
 * while a first page loads.
 */
export function ListPager({ list }: ListPagerProps) {
  const { total, query, loadStatus, items } = list.state;
  const current = query.current ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZES[0];
  const disabled = loadStatus !== 'ready' && items.length === 0;
  const onChange = (page: number, size: number) => list.commit({ current: page, pageSize: size });
  const pages = pageCount(total, pageSize);
  return (
    <nav className="demo-page__row demo-list__pager" aria-label={texts.pager.page(current, pages)}>
      <Tag minimal>{texts.pager.total(total)}</Tag>
      <ButtonGroup>
        <Button
          icon="double-chevron-left"
          aria-label={texts.pager.first}
          disabled={disabled || current <= 1}
          onClick={() => onChange(1, pageSize)}
        />
        <Button
          icon="chevron-left"
          aria-label={texts.pager.previous}
          disabled={disabled || current <= 1}
          onClick={() => onChange(current - 1, pageSize)}
        />
        <Button text={texts.pager.page(current, pages)} disabled />
        <Button
          icon="chevron-right"
          aria-label={texts.pager.next}
          disabled={disabled || current >= pages}
          onClick={() => onChange(current + 1, pageSize)}
        />
        <Button
          icon="double-chevron-right"
          aria-label={texts.pager.last}
          disabled={disabled || current >= pages}
          onClick={() => onChange(pages, pageSize)}
        />
      </ButtonGroup>
      <HTMLSelect
        aria-label={texts.pager.pageSize}
        value={pageSize}
        disabled={disabled}
        options={PAGE_SIZES.map((size) => ({ value: size, label: texts.pager.perPage(size) }))}
        onChange={(event) => onChange(1, Number(event.currentTarget.value))}
      />
    </nav>
  );
}
