import { useMemo } from 'react';
import { injectSaga, useAppSelector } from '../../lib/store';
import { tabsSaga } from './sagas';
import { selectRouteTitles } from './selectors';
import { selectOpenTabs, selectTabReloads } from './slice';
import type { OpenTab } from './tab-list';

// Here rather than in the index: the build drops a module none of whose exports is used, and
// every user of the tabs reads them through this hook.
injectSaga('tabs', tabsSaga);

/** An open tab as the bar draws it. */
export interface ShownTab extends OpenTab {
  title: string;
  /** Changes when the tab is reloaded: the key of its kept-alive page. */
  key: string;
}

/** The open tabs with their titles from the menu. */
export function useOpenTabs(): ShownTab[] {
  const tabs = useAppSelector(selectOpenTabs);
  const titles = useAppSelector(selectRouteTitles);
  const reloads = useAppSelector(selectTabReloads);
  return useMemo(
    () => tabs.map((tab) => ({ ...tab, title: titles.get(tab.name) ?? tab.name, key: `${tab.path}#${reloads[tab.path] ?? 0}` })),
    [tabs, titles, reloads],
  );
}
