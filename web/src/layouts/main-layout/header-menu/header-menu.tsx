import { type KeyboardEvent, useCallback, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { type MenuEntry, activeBranch } from '@/features/menu';
import { layoutModes as texts } from '@/i18n/layout-mode-messages';
import { FlyoutItem } from '../sidebar/flyout-item';
import { GroupFlyout } from '../sidebar/group-flyout';
import { handleMenuKeys } from '../sidebar/menu-keys';
import { BarLink } from './bar-link';
import { firstLevel } from './first-level';
import { useFitCount } from './use-fit-count';
export { SectionSidebar } from './section-sidebar';
import './header-menu.css';
import './menu-in-header.css';

/** Props of {@link HeaderMenu}. */
export interface HeaderMenuProps {
  /** The menu's entries as shown (`selectMenuEntries`). */
  entries: readonly MenuEntry[];
  /** The whole tree (groups fly out below the header), or its first level (the sidebar shows the rest). */
  mode: 'top' | 'mixed';
  /** Opens an in-app entry by its route name. */
  onNavigate: (name: string) => void;
}

const ITEM_CLASS = 'app-header-menu__item';
const SHOWN_ITEM = `.${ITEM_CLASS}:not(.${ITEM_CLASS}--off)`;
const CONTROL = `${SHOWN_ITEM} > a, ${SHOWN_ITEM} > button`;

/** ArrowLeft/ArrowRight, Home and End move along the bar's shown items; the items' menus keep their own keys. */
function moveAlongBar(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (!target.matches(CONTROL)) return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(CONTROL));
  const index = controls.indexOf(target);
  const next = {
    ArrowLeft: controls[(index - 1 + controls.length) % controls.length],
    ArrowRight: controls[(index + 1) % controls.length],
    Home: controls[0],
    End: controls[controls.length - 1],
  }[event.key];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * The header's menu (the top and mixed layouts): a navigation landmark holding a list of the
 * root entries, each a link or a group whose menu flies out below it (Enter, Space, ArrowDown or
 * hover). What the header has no room for moves into a last "more" menu; the entry of the current
 * page (or its group) is marked.
 */
export default function HeaderMenu({ entries, mode, onNavigate }: HeaderMenuProps) {
  const { pathname } = useLocation();
  const branch = useMemo(() => activeBranch(entries, pathname), [entries, pathname]);
  const { entries: items, pages } = useMemo(
    () => (mode === 'mixed' ? firstLevel(entries) : { entries, pages: undefined }),
    [entries, mode],
  );
  // The mixed layout's group links open the group's first page.
  const open = useCallback((name: string) => onNavigate(pages?.get(name) ?? name), [onNavigate, pages]);
  const list = useRef<HTMLUListElement>(null);
  const shown = useFitCount(list, items);
  const overflow = items.slice(shown);
  // A group's link stands for its pages: in the mixed layout, the branch below it is not in its menu.
  const flyoutBranch = mode === 'top' ? branch : [];
  const itemClass = (on: boolean) => (on ? ITEM_CLASS : `${ITEM_CLASS} ${ITEM_CLASS}--off`);
  const flyoutItems = (children: readonly MenuEntry[]) =>
    children.map((child) => (
      <FlyoutItem key={child.name} entry={child} activeBranch={flyoutBranch} onNavigate={open} />
    ));

  return (
    <nav
      className="app-header-menu"
      aria-label={texts.headerMenu}
      onKeyDown={(event) => {
        handleMenuKeys(event);
        moveAlongBar(event);
      }}
    >
      <ul ref={list} className="app-header-menu__list">
        {items.map((item, index) => {
          const active = branch[0] === item.name;
          return (
            <li key={item.name} className={itemClass(index < shown)}>
              {item.children.length === 0 ? (
                <BarLink
                  entry={item}
                  current={active ? (item.path === pathname ? 'page' : 'true') : undefined}
                  onNavigate={open}
                />
              ) : (
                <GroupFlyout title={item.title} icon={item.icon} active={active} side="bottom">
                  {flyoutItems(item.children)}
                </GroupFlyout>
              )}
            </li>
          );
        })}
        <li className={itemClass(overflow.length > 0)}>
          <GroupFlyout
            title={texts.more}
            icon="more"
            active={overflow.some((item) => item.name === branch[0])}
            side="bottom"
          >
            {flyoutItems(overflow)}
          </GroupFlyout>
        </li>
      </ul>
    </nav>
  );
}
