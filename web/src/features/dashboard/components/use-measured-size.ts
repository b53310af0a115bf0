import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** An element's content box, in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

/**
 * The content size of the element `ref` is put on, in CSS pixels, kept current as it resizes: a
 * chart drawn at this size keeps its text at the size its CSS says (a `viewBox` scaled to fit
 * would shrink the labels with the chart). 0 by 0 until measured.
 */
export function useMeasuredSize<E extends HTMLElement>(): [RefObject<E | null>, Size] {
  const ref = useRef<E>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setSize({ width: element.clientWidth, height: element.clientHeight });
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: Math.floor(entry.contentRect.width), height: Math.floor(entry.contentRect.height) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
