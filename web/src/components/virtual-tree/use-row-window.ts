import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

/** Rows assumed in view when the box has no height (before layout, or in a test's DOM). */
const FALLBACK_ROWS = 40;

/** The rows `[first, last)` to render of a list of `count` rows, and the scroll handler to attach. */
export interface RowWindow {
  first: number;
  last: number;
  onScroll: () => void;
}

/**
 * Which of `count` rows of `rowHeight` pixels the scroll box `ref` shows, with `overscan` rows on
 * either side so a fast scroll does not flash blank. Follows the box's scrolling and resizing.
 * @param overscan rows rendered beyond each edge; @default 10
 */
export function useRowWindow(
  ref: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 10,
): RowWindow {
  const [view, setView] = useState({ top: 0, height: 0 });
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    setView((current) =>
      current.top === box.scrollTop && current.height === box.clientHeight
        ? current
        : { top: box.scrollTop, height: box.clientHeight },
    );
  }, [ref]);
  useLayoutEffect(() => {
    measure();
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref, measure]);
  const height = view.height > 0 ? view.height : FALLBACK_ROWS * rowHeight;
  return {
    first: Math.max(0, Math.floor(view.top / rowHeight) - overscan),
    last: Math.min(count, Math.ceil((view.top + height) / rowHeight) + overscan),
    onScroll: measure,
  };
}
