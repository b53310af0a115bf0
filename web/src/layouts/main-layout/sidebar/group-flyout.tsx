import { Button, Menu, PopoverNext } from '@blueprintjs/core';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import type { MenuEntry } from '@/features/menu';
import { MenuIcon } from './menu-icon';

/** Props of {@link GroupFlyout}. */
export interface GroupFlyoutProps {
  /** The group whose icon button opens the flyout. */
  entry: MenuEntry;
  /** Whether the current page is inside the group. */
  active: boolean;
  /** The flyout menu's items. */
  children: ReactNode;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowRight']);

/**
 * A group of the collapsed sidebar: its icon button, whose menu flies out on hover, or on Enter,
 * Space or ArrowRight with the focus on its first item. Escape and ArrowLeft close it with the
 * focus back on the button; Tab closes it and moves on from the button.
 */
export function GroupFlyout({ entry, active, children }: GroupFlyoutProps) {
  const [open, setOpen] = useState(false);
  // The button the keyboard opened the flyout from, to give the focus back to.
  const button = useRef<HTMLElement | null>(null);
  const menu = useRef<HTMLUListElement>(null);
  const byKeyboard = useRef(false);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    button.current = event.currentTarget;
    byKeyboard.current = true;
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    else setOpen(true);
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' && event.key !== 'ArrowLeft' && event.key !== 'Tab') return;
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
      interactionKind="hover"
      placement="right-start"
      hoverCloseDelay={150}
      isOpen={open}
      onInteraction={setOpen}
      // Focus alone does not open it: a keyboard user tabbing past would see it flash open and shut.
      openOnTargetFocus={false}
      // The focus leaves for the button as it closes (Escape, ArrowLeft, Tab): no trap pulling it back.
      enforceFocus={false}
      onOpened={onOpened}
      content={
        <Menu ulRef={menu} aria-label={entry.title} onKeyDown={onMenuKeyDown}>
          {children}
        </Menu>
      }
      // Blueprint leaves `aria-expanded` off a hover target's button; this one says whether it is open.
      renderTarget={({ isOpen: _isOpen, ...target }) => (
        <Button
          {...target}
          variant="minimal"
          size="large"
          icon={<MenuIcon icon={entry.icon} root />}
          aria-label={entry.title}
          aria-haspopup="menu"
          aria-expanded={open}
          active={active}
          onKeyDown={onButtonKeyDown}
        />
      )}
    />
  );
}
