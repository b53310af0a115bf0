import { Button, Menu, PopoverNext } from '@blueprintjs/core';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { MenuIcon } from './menu-icon';
import { chromePopover } from '../chrome-popover';

/** Props of {@link GroupFlyout}. */
export interface GroupFlyoutProps {
  /** The group's title: its button's name and its menu's. */
  title: string;
  /** The group's icon (a Blueprint icon name). */
  icon: string | undefined;
  /** Whether the current page is inside the group. */
  active: boolean;
  /** The flyout menu's items. */
  children: ReactNode;
  /**
   * Where the menu flies out: right of the collapsed sidebar's icon button, or below the header
   * menu's button, which shows its title. @default 'right'
   */
  side?: 'right' | 'bottom';
}

/**
 * A group's button whose menu flies out on hover, or on Enter, Space or the arrow towards it
 * (ArrowRight beside the sidebar, ArrowDown below the header) with the focus on its first item.
 * Escape (and ArrowLeft beside the sidebar) closes it with the focus back on the button; Tab closes
 * it and moves on from the button.
 */
export function GroupFlyout({ title, icon, active, children, side = 'right' }: GroupFlyoutProps) {
  const [open, setOpen] = useState(false);
  // The button the keyboard opened the flyout from, to give the focus back to.
  const button = useRef<HTMLElement | null>(null);
  const menu = useRef<HTMLUListElement>(null);
  const byKeyboard = useRef(false);
  const labelled = side === 'bottom';

  const onButtonKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== (labelled ? 'ArrowDown' : 'ArrowRight')) return;
    event.preventDefault();
    button.current = event.currentTarget;
    byKeyboard.current = true;
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    else setOpen(true);
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' && event.key !== 'Tab' && (labelled || event.key !== 'ArrowLeft')) return;
    // Tab keeps its default: from the button, focused again here, to the next control.
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  const onOpened = () => {
    if (byKeyboard.current) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    byKeyboard.current = false;
  };
  return (
    <PopoverNext
      {...chromePopover}
      interactionKind="hover"
      placement={labelled ? 'bottom-start' : 'right-start'}
      hoverCloseDelay={150}
      isOpen={open}
      onInteraction={setOpen}
      // Focus alone does not open it: a keyboard user tabbing past would see it flash open and shut.
      openOnTargetFocus={false}
      // The focus leaves for the button as it closes (Escape, ArrowLeft, Tab): no trap pulling it back.
      enforceFocus={false}
      onOpened={onOpened}
      content={
        <Menu ulRef={menu} aria-label={title} onKeyDown={onMenuKeyDown}>
          {children}
        </Menu>
      }
      // Blueprint leaves `aria-expanded` off a hover target's button; this one says whether it is open.
      renderTarget={({ isOpen: _isOpen, ...target }) => (
        <Button
          {...target}
          variant="minimal"
          icon={<MenuIcon icon={icon} root />}
          {...(labelled ? { text: title, endIcon: 'caret-down' } : { size: 'large', 'aria-label': title })}
          aria-haspopup="menu"
          aria-expanded={open}
          active={active}
          onKeyDown={onButtonKeyDown}
        />
      )}
    />
  );
}
