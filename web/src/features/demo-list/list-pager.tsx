import { Button, ButtonGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { pageCount } from '../../components/data-table/page-numbers';
import { messages } from '../../i18n';
import { PAGE_SIZES } from './list-query';

const texts = messages.demoList;

/** Props of {@link ListPager}. */
export interface ListPagerProps {
  total: number;
  current: number;
  pageSize: number;
  disabled?: boolean;
  /** Called with the new page, and the new size when it changed (which restarts at page 1). */
  onChange: (current: number, pageSize: number) => void;
}

/** Server-side pagination: first, previous, page of pages, next, last, and the page size. */
export function ListPager({ total, current, pageSize, disabled = false, onChange }: ListPagerProps) {
  const pages = pageCount(total, pageSize);
  return (
    <nav className="demo-page__row demo-list__pager" aria-label={texts.pager.page(current, pages)}>
      <Tag minimal>{texts.pager.total(total)}</Tag>
      <ButtonGroup>
        <Button icon="double-chevron-left" aria-label={texts.pager.first} disabled={disabled || current <= 1} onClick={() => onChange(1, pageSize)} />
        <Button icon="chevron-left" aria-label={texts.pager.previous} disabled={disabled || current <= 1} onClick={() => onChange(current - 1, pageSize)} />
        <Button text={texts.pager.page(current, pages)} disabled />
        <Button icon="chevron-right" aria-label={texts.pager.next} disabled={disabled || current >= pages} onClick={() => onChange(current + 1, pageSize)} />
        <Button icon="double-chevron-right" aria-label={texts.pager.last} disabled={disabled || current >= pages} onClick={() => onChange(pages, pageSize)} />
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
