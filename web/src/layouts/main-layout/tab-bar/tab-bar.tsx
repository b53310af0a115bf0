import { type KeyboardEvent, type MouseEvent, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useOpenTabs } from '@/features/tabs';
import { tabs as tabTexts } from '@/i18n/layout-messages';
import type { TabMenuTarget } from './tab-context-menu';
import { panelId, tabId } from './tab-ids';
import { tabKeyCommand } from './tab-keys';
import { useCurrentTab } from './use-current-tab';
import { useTabCommands } from './use-tab-commands';
import './tab-bar.css';

const HINT_ID = 'app-tab-bar-hint';

// Loaded on the first right click or Shift+F10: the shell's first paint and the dashboard's budget
// do without the context menu's popover.
const TabContextMenu = lazy(() => import('./tab-context-menu'));

/**
 * The bar of open pages above the content, a WAI-ARIA tablist: a click or Enter shows a tab, its ×,
 * a middle click or Delete closes it (the fixed home tab has none), a right click, Shift+F10 or
 * the ContextMenu key opens its menu. On a phone it scrolls sideways.
 */
export function TabBar() {
  const texts = tabTexts;
  const current = useCurrentTab();
  const tabs = useOpenTabs(current);
  const commands = useTabCommands(tabs, current?.path);
  const [menu, setMenu] = useState<TabMenuTarget | null>(null);
  const [focusPath, setFocusPath] = useState<string | undefined>(undefined);
  const elements = useRef(new Map<string, HTMLElement>());
  const refocus = useRef<string | undefined>(undefined);

  // The tab reached by Tab: the one last focused in the bar while it is open, else the page on screen.
  const rovingPath = tabs.some((tab) => tab.path === focusPath) ? focusPath : (current?.path ?? tabs[0]?.path);

  useEffect(() => {
    if (refocus.current === undefined) return;
    elements.current.get(refocus.current)?.focus();
    refocus.current = undefined;
  });

  const focusTab = (path: string | undefined) => {
    setFocusPath(path);
    refocus.current = path;
  };

  const openMenu = (path: string, left: number, top: number) => setMenu({ path, left, top });
  const onContextMenu = (event: MouseEvent, path: string) => {
    event.preventDefault();
    openMenu(path, event.clientX, event.clientY);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const tab = tabs[index];
    const action = tab && tabKeyCommand(event, index, tabs.length);
    if (!tab || !action) return;
    event.preventDefault();
    if ('focus' in action) focusTab(tabs[action.focus]?.path);
    else if (action.command === 'open') commands.open(tab.path);
    else if (action.command === 'close') {
      if (tab.fixed) return;
      focusTab((tabs[index + 1] ?? tabs[index - 1])?.path);
      commands.close(tab.path);
    } else {
      const box = event.currentTarget.getBoundingClientRect();
      openMenu(tab.path, box.left, box.bottom);
    }
  };

  return (
    <div className="app-tab-bar">
      <span id={HINT_ID} className="app-visually-hidden">
        {texts.keyHint}
      </span>
      <div role="tablist" aria-label={texts.bar} className="app-tab-list">
        {tabs.map((tab, index) => {
          const selected = tab.path === current?.path;
          return (
            <div
              key={tab.path}
              ref={(element) => {
                if (element) elements.current.set(tab.path, element);
                else elements.current.delete(tab.path);
              }}
              role="tab"
              id={tabId(tab.path)}
              aria-selected={selected}
              aria-controls={selected ? panelId(tab.path) : undefined}
              aria-describedby={HINT_ID}
              tabIndex={tab.path === rovingPath ? 0 : -1}
              className={selected ? 'app-tab app-tab--selected' : 'app-tab'}
              onClick={() => commands.open(tab.path)}
              onMouseDown={(event) => {
                // A middle click must not start the browser's auto-scroll.
                if (event.button === 1) event.preventDefault();
              }}
              onAuxClick={(event) => {
                if (event.button === 1) commands.close(tab.path);
              }}
              onContextMenu={(event) => onContextMenu(event, tab.path)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={() => setFocusPath(tab.path)}
            >
              <span className="app-tab__title">{tab.title}</span>
              {!tab.fixed && (
                // Not focusable (a tab holds no controls): keyboard users close with Delete.
                <span
                  className="app-tab__close"
                  aria-hidden="true"
                  onClick={(event) => {
                    event.stopPropagation();
                    commands.close(tab.path);
                  }}
                />
              )}
            </div>
          );
        })}
      </div>
      {menu && (
        <Suspense>
          <TabContextMenu
            tabs={tabs}
            target={menu}
            commands={commands}
            onClose={() => {
              setMenu(null);
              focusTab(menu.path);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
