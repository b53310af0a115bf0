import { useMemo } from 'react';
import { useAppSelector } from '@/lib/store';
import { selectRouteTitleOf } from './selectors';
import { selectOpenTabs, selectTabReloads } from './slice';
import { type OpenTab, openTab } from './tab-list';

/** An open tab as the bar draws it. */
export interface ShownTab extends OpenTab {
  title: string;
  /** Changes when the tab is reloaded: the key of its kept-alive page. */
  key: string;
}

/**
 * The open tabs with their titles from the menu. `current`, the page on screen, is among them at
 * once, before its `tabOpened` reaches the store, so its page mounts once under its own key.
 */
export function useOpenTabs(current?: OpenTab): ShownTab[] {
  const tabs = useAppSelector(selectOpenTabs);
  const titleOf = useAppSelector(selectRouteTitleOf);
  const reloads = useAppSelector(selectTabReloads);
  return useMemo(
    () =>
      (current ? openTab(tabs, current) : tabs).map((tab) => ({
        ...tab,
        title: titleOf(tab.name) ?? tab.name,
        key: `${tab.path}#${reloads[tab.path] ?? 0}`,
      })),
    [current, tabs, titleOf, reloads],
  );
}
