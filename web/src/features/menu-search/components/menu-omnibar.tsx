import { type IconName, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { type ItemListRenderer, type ItemRenderer, Omnibar } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useCallback, useMemo, useState } from 'react';
import { menuSearch as texts } from '@/i18n/layout-messages';
import { type IndexedPage, indexPages, rankPages } from '@/features/menu-search/rank-pages';
import type { SearchPage } from '@/features/menu-search/search-pages';
import './menu-search.css';

/** At most this many results are drawn: a 10 000-page menu is searched, not scrolled. */
const MAX_RESULTS = 50;

const PageOmnibar = Omnibar.ofType<IndexedPage>();

/** Props of {@link MenuOmnibar}. */
export interface MenuOmnibarProps {
  isOpen: boolean;
  /** The pages the user may open, in menu order. */
  pages: readonly SearchPage[];
  /** Route names of the pages the user opened last, newest first: they lead the results. */
  recent: readonly string[];
  /** A page picked (Enter or click). */
  onPick: (page: SearchPage) => void;
  onClose: () => void;
}

const renderPage: ItemRenderer<IndexedPage> = (page, { handleClick, handleFocus, modifiers, ref }) => (
  <MenuItem
    key={page.name}
    ref={ref}
    active={modifiers.active}
    icon={page.icon as IconName | undefined}
    text={[...page.trail, page.title].join(' / ')}
    label={page.path}
    onClick={handleClick}
    onFocus={handleFocus}
  />
);

/**
 * Blueprint's omnibar over the menu's pages: typed text matches titles, paths and pinyin initials;
 * recent pages come first under their own heading. Its chunk loads on first use.
 */
export function MenuOmnibar({ isOpen, pages, recent, onPick, onClose }: MenuOmnibarProps) {
  // Initials are worked out once per menu, when the search first opens, not on every menu load.
  const indexed = useMemo(() => indexPages(pages), [pages]);
  const recentNames = useMemo(() => new Set(recent), [recent]);
  // Each opening starts from an empty search (React's way to reset state when a prop changes).
  const [query, setQuery] = useState('');
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) setQuery('');
  }
  const filter = useCallback(
    (query: string, items: IndexedPage[]) => rankPages(items, query, recent, MAX_RESULTS),
    [recent],
  );

  const renderList: ItemListRenderer<IndexedPage> = ({ filteredItems, itemsParentRef, menuProps, renderItem }) => {
    const recentCount = filteredItems.findIndex((page) => !recentNames.has(page.name));
    const split = recentCount < 0 ? filteredItems.length : recentCount;
    return (
      <Menu ulRef={itemsParentRef} {...menuProps} aria-label={texts.results}>
        {filteredItems.length === 0 && <MenuItem disabled text={texts.noResults} />}
        {split > 0 && <MenuDivider title={texts.recent} />}
        {filteredItems.slice(0, split).map(renderItem)}
        {split > 0 && split < filteredItems.length && <MenuDivider />}
        {filteredItems.slice(split).map((page, index) => renderItem(page, split + index))}
      </Menu>
    );
  };

  return (
    <PageOmnibar
      isOpen={isOpen}
      items={indexed}
      query={query}
      onQueryChange={setQuery}
      itemsEqual="name"
      itemListPredicate={filter}
      itemRenderer={renderPage}
      itemListRenderer={renderList}
      onItemSelect={onPick}
      onClose={onClose}
      resetOnSelect
      inputProps={{ placeholder: texts.placeholder, 'aria-label': texts.open }}
      className="app-menu-search"
    />
  );
}
