import { Icon, IconSize, InputGroup } from '@blueprintjs/core';
import { type KeyboardEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MenuIcon } from '@shared/menu-icons';
import { useRowWindow } from '@/components/virtual-tree/use-row-window';
import { format } from '@/i18n';
import { iconPicker } from '@/i18n/page-messages';
import { gridStep, searchIcons } from '@/features/system-menus/icon-search';

/** A cell's size in pixels: a 20 px icon over its name. */
const CELL_WIDTH = 92;
const CELL_HEIGHT = 64;

const texts = iconPicker;

/** Props of {@link IconGrid}. */
export interface IconGridProps {
  /** The icon the field holds now: marked, and where the grid starts. */
  value: string;
  /** An icon chosen (click, or Enter on the active one). */
  onPick: (name: MenuIcon) => void;
}

/** How many cells fit across the scroll box, following its width. */
function useColumns(box: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  // Before layout (and in a test's DOM) the box has no width: assume the popover's usual five.
  return width > 0 ? Math.max(1, Math.floor(width / CELL_WIDTH)) : 5;
}

/**
 * A search field over a virtualized grid of the icons a menu may carry: only the rows in view are
 * drawn, so only their icons are fetched (one module each, `app/icon-loader.ts`). The focus stays
 * in the field; the arrow keys move the active icon (`aria-activedescendant`), Enter picks it.
 */
export function IconGrid({ value, onPick }: IconGridProps) {
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const icons = useMemo(() => searchIcons(query), [query]);
  const [active, setActive] = useState(() => Math.max(0, icons.indexOf(value as MenuIcon)));
  const columns = useColumns(boxRef);
  const rows = Math.ceil(icons.length / columns);
  const { first, last, onScroll } = useRowWindow(boxRef, rows, CELL_HEIGHT, 2);
  const activeIndex = Math.min(active, icons.length - 1);
  const optionId = (index: number) => `${id}-${index}`;

  // The active icon's row is scrolled into view, so it is drawn and the field can point at it.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || activeIndex < 0) return;
    const top = Math.floor(activeIndex / columns) * CELL_HEIGHT;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (top + CELL_HEIGHT > box.scrollTop + box.clientHeight) box.scrollTop = top + CELL_HEIGHT - box.clientHeight;
    onScroll();
  }, [activeIndex, columns, onScroll]);

  const onKeyDown = (event: KeyboardEvent) => {
    const name = icons[activeIndex];
    if (event.key === 'Enter') {
      event.preventDefault();
      if (name) onPick(name);
      return;
    }
    const next = gridStep(event.key, activeIndex, icons.length, columns);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };

  const cells = [];
  for (let index = first * columns; index < Math.min(icons.length, last * columns); index += 1) {
    const name = icons[index] as MenuIcon;
    cells.push(
      <div
        key={name}
        id={optionId(index)}
        role="option"
        aria-selected={name === value}
        className={`app-icon-grid__cell${index === activeIndex ? ' app-icon-grid__cell--active' : ''}`}
        style={{ top: Math.floor(index / columns) * CELL_HEIGHT, left: (index % columns) * CELL_WIDTH }}
        onClick={() => onPick(name)}
      >
        <Icon icon={name} size={IconSize.LARGE} />
        <span className="app-icon-grid__name">{name}</span>
      </div>,
    );
  }

  return (
    <div className="app-icon-grid">
      <InputGroup
        leftIcon="search"
        autoFocus
        placeholder={texts.search}
        role="combobox"
        aria-label={texts.search}
        aria-expanded
        aria-controls={`${id}-list`}
        aria-activedescendant={icons.length > 0 ? optionId(activeIndex) : undefined}
        value={query}
        onValueChange={(next) => {
          setQuery(next);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p className="app-icon-grid__count" role="status">
        {icons.length === 0 ? texts.noResults : format(texts.count, { count: icons.length })}
      </p>
      <div
        ref={boxRef}
        id={`${id}-list`}
        role="listbox"
        aria-label={texts.icons}
        className="app-icon-grid__box"
        onScroll={onScroll}
      >
        <div role="presentation" className="app-icon-grid__sizer" style={{ height: rows * CELL_HEIGHT }}>
          {cells}
        </div>
      </div>
    </div>
  );
}
