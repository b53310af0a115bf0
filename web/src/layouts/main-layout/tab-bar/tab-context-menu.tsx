import { ContextMenuPopover, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { tabs as tabTexts } from '@/i18n/layout-messages';
import type { ShownTab } from '@/features/tabs';
import { handleMenuKeys } from '@/layouts/main-layout/sidebar/menu-keys';
import type { TabCommands } from './use-tab-commands';

/** Where the menu opens and for which tab. */
export interface TabMenuTarget {
  path: string;
  left: number;
  top: number;
}

/** Props of the tab's menu. */
export interface TabContextMenuProps {
  tabs: readonly ShownTab[];
  /** The menu's tab and place. */
  target: TabMenuTarget;
  commands: TabCommands;
  onClose: () => void;
}

/**
 * A tab's menu: reload, close, close the others, those to the right, all. A command that would
 * close nothing is disabled. The arrow keys move through it as through the sidebar's menus.
 */
export default function TabContextMenu({ tabs, target, commands, onClose }: TabContextMenuProps) {
  const texts = tabTexts;
  const index = tabs.findIndex((tab) => tab.path === target.path);
  const tab = tabs[index];
  const closable = (others: readonly ShownTab[]) => others.some((other) => !other.fixed && other.path !== target.path);
  return (
    <ContextMenuPopover
      isOpen={tab !== undefined}
      targetOffset={target}
      onClose={onClose}
      // Opened by a key or a click, the menu takes the focus on its first command, for the arrow keys.
      onOpened={(node) => node.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus()}
      content={
        tab ? (
          <Menu aria-label={texts.menu} onKeyDown={handleMenuKeys}>
            <MenuItem icon="refresh" text={texts.reload} onClick={() => commands.reload(tab.path)} />
            <MenuDivider />
            <MenuItem icon="cross" text={texts.close} disabled={tab.fixed} onClick={() => commands.close(tab.path)} />
            <MenuItem
              text={texts.closeOthers}
              disabled={!closable(tabs)}
              onClick={() => commands.closeOthers(tab.path)}
            />
            <MenuItem
              text={texts.closeRight}
              disabled={!closable(tabs.slice(index + 1))}
              onClick={() => commands.closeRight(tab.path)}
            />
            <MenuItem text={texts.closeAll} disabled={!closable(tabs) && tab.fixed} onClick={commands.closeAll} />
          </Menu>
        ) : (
          <Menu />
        )
      }
    />
  );
}
