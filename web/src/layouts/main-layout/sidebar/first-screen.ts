import { useEffect, useMemo, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

/** The least height of an expanded sidebar entry (`sidebar.css`), in px; collapsed ones are taller. */
const ENTRY_MIN_HEIGHT = 40;

/** How many sidebar entries a window as tall as this one can show at most. */
export const entriesOnScreen = (): number => Math.ceil(window.innerHeight / ENTRY_MIN_HEIGHT) + 1;

/**
 * `list` cut to its first `count` items until a frame has shown them, then whole: a menu of
 * thousands paints what the screen can show first, and the entries below it follow a frame later.
 * Once a cut list has painted, every later list comes whole. A list that fits is never
 * cut, so a list that grows (a refreshed menu) never shows fewer entries than it did.
 */
export function useFirstScreen<T>(list: readonly T[], count: number): readonly T[] {
  const [painted, setPainted] = useState(false);
  const cut = !painted && list.length > count;
  useEffect(() => {
    if (!cut) return undefined;
    return afterNextPaint(() => setPainted(true));
  }, [cut]);
  return useMemo(() => (cut ? list.slice(0, count) : list), [cut, list, count]);
}
