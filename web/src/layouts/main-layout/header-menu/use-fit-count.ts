import { type RefObject, useLayoutEffect, useState } from 'react';
import { fitCount } from './fit-count';

/**
 * How many items of the list `list` holds fit on its line: its children are the items, then the
 * "more" item, each measured as it is drawn (those that do not fit are laid out of the line, still
 * measurable); measured again whenever the list or an item changes size, and when `items` changes.
 */
export function useFitCount(list: RefObject<HTMLElement | null>, items: unknown): number {
  const [shown, setShown] = useState(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const measure = () => {
      const widths = Array.from(element.children, (child) => (child as HTMLElement).offsetWidth);
      const more = widths.pop() ?? 0;
      setShown(fitCount(widths, element.clientWidth, more));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [list, items]);
  return shown;
}
