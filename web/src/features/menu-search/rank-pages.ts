/** How menu search matches and orders pages: recent ones first, then by how well they match. */
import { pinyinInitials } from './pinyin-initials';
import type { SearchPage } from './search-pages';

/** A page with what a query is matched against, computed once per menu. */
export interface IndexedPage extends SearchPage {
  /** Lowercased title. */
  titleKey: string;
  /** Lowercased path. */
  pathKey: string;
  /** Pinyin initials of the title (`yhgl` for 用户管理). */
  initials: string;
}

/** The pages with their match keys. */
export function indexPages(pages: readonly SearchPage[]): IndexedPage[] {
  return pages.map((page) => ({
    ...page,
    titleKey: page.title.toLowerCase(),
    pathKey: page.path.toLowerCase(),
    initials: pinyinInitials(page.title),
  }));
}

/**
 * How well `page` matches the normalized `query` (lowercase, trimmed): 0 the whole title, 1 the
 * title's start, 2 inside the title, 3 the start of its pinyin initials, 4 inside them, 5 inside
 * its path; `undefined` when it does not match. An empty query matches every page equally.
 */
export function matchRank(page: IndexedPage, query: string): number | undefined {
  if (query === '') return 0;
  if (page.titleKey === query) return 0;
  const inTitle = page.titleKey.indexOf(query);
  if (inTitle >= 0) return inTitle === 0 ? 1 : 2;
  const compact = query.replace(/\s+/g, '');
  const inInitials = compact === '' ? -1 : page.initials.indexOf(compact);
  if (inInitials >= 0) return inInitials === 0 ? 3 : 4;
  return page.pathKey.includes(query) ? 5 : undefined;
}

/**
 * The pages matching `query`: the recently opened ones first, most recent first (`recent` holds
 * route names, newest first), then the others by {@link matchRank}, in menu order within a rank;
 * at most `limit`.
 * @param limit @default Infinity
 */
export function rankPages(
  pages: readonly IndexedPage[],
  query: string,
  recent: readonly string[],
  limit = Infinity,
): IndexedPage[] {
  const normalized = query.trim().toLowerCase();
  const recency = new Map(recent.map((name, index) => [name, index]));
  const scored: { page: IndexedPage; key: number; order: number }[] = [];
  pages.forEach((page, order) => {
    const rank = matchRank(page, normalized);
    if (rank === undefined) return;
    const recentIndex = recency.get(page.name);
    // Recent pages sort below every rank: recency first, then rank.
    scored.push({ page, key: recentIndex === undefined ? rank : recentIndex - recent.length, order });
  });
  scored.sort((a, b) => a.key - b.key || a.order - b.order);
  return scored.slice(0, limit).map((entry) => entry.page);
}
