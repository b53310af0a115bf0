import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { format, locale } from '@/i18n';
import { dataTable } from '@/i18n/page-messages';
import { PAGE_SIZES, pageCount, pageNumbers } from './page-numbers';

const dataTableTexts = dataTable;

/** Props of `Pagination`. */
export interface PaginationProps {
  /** The 1-based current page. */
  current: number;
  pageSize: number;
  /** Rows on all pages together. */
  total: number;
  /** Called with the page to show and the page size (a new size starts again at page 1). */
  onChange: (current: number, pageSize: number) => void;
  /** @default [10, 20, 50, 100] */
  pageSizes?: readonly number[];
  /** Disables every control, e.g. while a page loads. @default false */
  disabled?: boolean;
}

/** Server-side pagination: the total, previous/next, page buttons with gaps and a page-size select. */
export function Pagination({
  current,
  pageSize,
  total,
  onChange,
  pageSizes = PAGE_SIZES,
  disabled = false,
}: PaginationProps) {
  const pages = pageCount(total, pageSize);
  const t = dataTableTexts;
  return (
    <nav className="app-pagination" aria-label={t.pagination}>
      <span className="app-pagination__total">{format(t.total, { total: total.toLocaleString(locale) })}</span>
      <ButtonGroup variant="minimal">
        <Button
          icon="chevron-left"
          aria-label={t.previous}
          disabled={disabled || current <= 1}
          onClick={() => onChange(current - 1, pageSize)}
        />
        {pageNumbers(current, pages).map((item, index) =>
          item === 'gap' ? (
            <span key={`gap-${index}`} className="app-pagination__gap" aria-hidden>
              …
            </span>
          ) : (
            <Button
              key={item}
              active={item === current}
              intent={item === current ? 'primary' : 'none'}
              aria-label={format(t.page, { page: item })}
              aria-current={item === current ? 'page' : undefined}
              disabled={disabled}
              onClick={() => item !== current && onChange(item, pageSize)}
            >
              {item}
            </Button>
          ),
        )}
        <Button
          icon="chevron-right"
          aria-label={t.next}
          disabled={disabled || current >= pages}
          onClick={() => onChange(current + 1, pageSize)}
        />
      </ButtonGroup>
      <HTMLSelect
        aria-label={t.pageSizeLabel}
        value={pageSize}
        disabled={disabled}
        onChange={(event) => onChange(1, Number(event.currentTarget.value))}
        options={pageSizes.map((size) => ({ value: size, label: format(t.pageSize, { size }) }))}
      />
    </nav>
  );
}
