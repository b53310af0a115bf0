import type { UnknownAction } from '@reduxjs/toolkit';
import { useLayoutEffect, useMemo, useRef } from 'react';
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
} from '@/features/tabs';
import { useAppDispatch } from '@/lib/store';

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
  // Closing the page on screen waits until the next page is on screen: before that, the bar
  // would draw the leaving page's tab again (the page on screen always has one).
  const pending = useRef<{ from: string | undefined; close: UnknownAction } | null>(null);
  useLayoutEffect(() => {
    if (pending.current === null || pending.current.from === activePath) return;
    dispatch(pending.current.close);
    pending.current = null;
  }, [activePath, dispatch]);
  return useMemo(() => {
    const find = (path: string) => tabs.find((tab) => tab.path === path);
    const go = (tab: OpenTab | undefined) => navigate(tab ? tabUrl(tab) : '/');
    const activeIndex = tabs.findIndex((tab) => tab.path === activePath);
    const active = tabs[activeIndex];
    const closeAfter = (leaving: boolean, target: OpenTab | undefined, close: UnknownAction) => {
      pending.current = leaving ? { from: activePath, close } : null;
      if (leaving) void go(target);
      else dispatch(close);
    };
    return {
      open(path) {
        if (path !== activePath) void go(find(path));
      },
      close(path) {
        const tab = find(path);
        if (tab && !tab.fixed) closeAfter(path === activePath, neighbourAfterClosing(tabs, path), tabClosed(path));
      },
      closeOthers(path) {
        closeAfter(path !== activePath && active?.fixed !== true, find(path), otherTabsClosed(path));
      },
      closeRight(path) {
        const at = tabs.findIndex((tab) => tab.path === path);
        closeAfter(active?.fixed === false && activeIndex > at, find(path), tabsToRightClosed(path));
      },
      closeAll() {
        closeAfter(
          active?.fixed === false,
          tabs.find((tab) => tab.fixed),
          allTabsClosed(),
        );
      },
      reload(path) {
        if (path !== activePath) void go(find(path));
        dispatch(tabReloaded(path));
      },
    };
  }, [tabs, activePath, dispatch, navigate]);
}
