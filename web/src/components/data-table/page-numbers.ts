/** The page sizes the pagers offer; the contract caps a page at 100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** A page button, or a gap where pages are left out. */
export type PageItem = number | 'gap';

/** The number of pages for `total` rows (at least 1, so the pager always has a page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * The page buttons to show: the first and last page, `siblings` pages either side of `current`,
 * and a gap wherever more than one page is left out (a single page is shown instead of a gap).
 */
export function pageNumbers(current: number, pages: number, siblings = 1): PageItem[] {
  const wanted = new Set<number>([1, pages]);
  for (let page = current - siblings; page <= current + siblings; page += 1) {
    if (page >= 1 && page <= pages) wanted.add(page);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
