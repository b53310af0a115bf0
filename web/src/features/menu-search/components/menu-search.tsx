import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadBlueprintStyles } from '@/lib/blueprint-styles';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { selectUser } from '@/features/profile';
import { readRecentPages, rememberRecentPage } from '@/features/menu-search/recent-pages';
import type { SearchPage } from '@/features/menu-search/search-pages';
import {
  menuSearchClosed,
  menuSearchOpened,
  selectMenuSearchOpen,
  selectSearchPageNameOf,
  selectSearchPages,
} from '@/features/menu-search/slice';
import type { MenuOmnibarProps } from './menu-omnibar';

/** Ctrl+K, or ⌘K on a Mac: the shortcut most admin apps and editors use for search. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    (event.key === 'k' || event.key === 'K' || event.code === 'KeyK')
  );
}

/** The pages the signed-in user opened last, updated on each visit to a page of the menu. */
function useRecentPages(): readonly string[] {
  const userId = useAppSelector(selectUser)?.userId;
  const nameOf = useAppSelector(selectSearchPageNameOf);
  const { pathname } = useLocation();
  const [recent, setRecent] = useState<{ userId?: string; names: readonly string[] }>({ names: [] });
  useEffect(() => {
    if (!userId) return;
    const name = nameOf(pathname);
    setRecent({ userId, names: name ? rememberRecentPage(userId, name) : readRecentPages(userId) });
  }, [userId, nameOf, pathname]);
  return recent.userId === userId ? recent.names : [];
}

/**
 * Menu search, once per signed-in layout: listens for Ctrl+K (⌘K), remembers the pages the user
 * visits, and draws the omnibar when the search opens; the omnibar's chunk loads on first use.
 */
export function MenuSearch() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector(selectMenuSearchOpen);
  const recent = useRecentPages();
  const [Omnibar, setOmnibar] = useState<ComponentType<MenuOmnibarProps> | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // The browser's own Ctrl+K (its search box) gives way inside the app.
      event.preventDefault();
      dispatch(open ? menuSearchClosed() : menuSearchOpened());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch, open]);

  useEffect(() => {
    if (!open || Omnibar) return undefined;
    let live = true;
    Promise.all([import('./menu-omnibar'), loadBlueprintStyles()]).then(
      ([module]) => {
        if (live) setOmnibar(() => module.MenuOmnibar);
      },
      (error: unknown) => {
        // Nothing to show: the next Ctrl+K tries the chunk again.
        console.error('Menu search failed to load', error);
        if (live) dispatch(menuSearchClosed());
      },
    );
    return () => {
      live = false;
    };
  }, [open, Omnibar, dispatch]);

  const close = useCallback(() => dispatch(menuSearchClosed()), [dispatch]);
  const pick = useCallback(
    (page: SearchPage) => {
      dispatch(menuSearchClosed());
      navigate(page.path);
    },
    [dispatch, navigate],
  );

  return Omnibar ? (
    <OmnibarWithPages Omnibar={Omnibar} isOpen={open} recent={recent} onPick={pick} onClose={close} />
  ) : null;
}

/**
 * The omnibar with the menu's pages, which it alone reads: they are listed once the search is first
 * opened, not as the signed-in layout first renders.
 */
function OmnibarWithPages({
  Omnibar,
  ...props
}: Omit<MenuOmnibarProps, 'pages'> & { Omnibar: ComponentType<MenuOmnibarProps> }) {
  const pages = useAppSelector(selectSearchPages);
  return <Omnibar pages={pages} {...props} />;
}
