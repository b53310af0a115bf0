import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * The content width of the element `ref` is put on, in CSS pixels, kept current as it resizes:
 * a chart drawn at this width keeps its text at the size its CSS says (a `viewBox` scaled to fit
 * would shrink the labels with the chart). 0 until measured.
 */
export function useMeasuredWidth<E extends HTMLElement>(): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
