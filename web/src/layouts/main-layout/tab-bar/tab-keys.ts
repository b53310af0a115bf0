/** What a key does on the focused tab of the bar. */
export type TabKeyCommand = { focus: number } | { command: 'open' | 'close' | 'menu' } | null;

/**
 * The WAI-ARIA tabs pattern (manual activation) on tab `index` of `count`: ← → move (wrapping),
 * Home and End go to the ends, Enter and Space open the tab, Delete closes it, Shift+F10 and the
 * ContextMenu key open its menu. `null` for any other key (the browser keeps it).
 */
export function tabKeyCommand(
  { key, shiftKey }: { key: string; shiftKey: boolean },
  index: number,
  count: number,
): TabKeyCommand {
  switch (key) {
    case 'ArrowRight':
      return { focus: (index + 1) % count };
    case 'ArrowLeft':
      return { focus: (index - 1 + count) % count };
    case 'Home':
      return { focus: 0 };
    case 'End':
      return { focus: count - 1 };
    case 'Enter':
    case ' ':
      return { command: 'open' };
    case 'Delete':
      return { command: 'close' };
    case 'ContextMenu':
      return { command: 'menu' };
    case 'F10':
      return shiftKey ? { command: 'menu' } : null;
    default:
      return null;
  }
}
