import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  type OpenTab,
  allTabsClosed,
  neighbourAfterClosing,
  otherTabsClosed,
  tabClosed,
  tabReloaded,
  tabUrl,
  tabsToRightClosed,
} from '../../../features/tabs';
import { useAppDispatch } from '../../../lib/store';

/** What the bar's clicks, keys and menu do to the open tabs. */
export interface TabCommands {
  open: (path: string) => void;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeRight: (path: string) => void;
  closeAll: () => void;
  /** Remounts the tab's page (and shows it). */
  reload: (path: string) => void;
}

/**
 * The bar's commands over `tabs` while `activePath` is on screen. A command that closes the page
 * on screen first goes to the neighbour (or the tab that stays); with nothing left, to `/`, the
 * user's landing page.
 */
export function useTabCommands(tabs: readonly OpenTab[], activePath: string | undefined): TabCommands {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useMemo(() => {
    const find = (path: string) => tabs.find((tab) => tab.path === path);
    const go = (tab: OpenTab | undefined) => void navigate(tab ? tabUrl(tab) : '/');
    const show = (path: string) => {
      if (path !== activePath) go(find(path));
    };
    const activeClosed = (kept: (tab: OpenTab, index: number) => boolean, target: OpenTab | undefined) => {
      const index = tabs.findIndex((tab) => tab.path === activePath);
      const active = tabs[index];
      if (active && !active.fixed && !kept(active, index)) go(target);
    };
    return {
      open: show,
      close(path) {
        const tab = find(path);
        if (!tab || tab.fixed) return;
        if (path === activePath) go(neighbourAfterClosing(tabs, path));
        dispatch(tabClosed(path));
      },
      closeOthers(path) {
        show(path);
        dispatch(otherTabsClosed(path));
      },
      closeRight(path) {
        const at = tabs.findIndex((tab) => tab.path === path);
        activeClosed((_, index) => index <= at, find(path));
        dispatch(tabsToRightClosed(path));
      },
      closeAll() {
        activeClosed(() => false, tabs.find((tab) => tab.fixed));
        dispatch(allTabsClosed());
      },
      reload(path) {
        show(path);
        dispatch(tabReloaded(path));
      },
    };
  }, [tabs, activePath, dispatch, navigate]);
}
