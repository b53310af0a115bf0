/** Which of the icons a menu may carry match what the user typed in the icon picker. */
import { MENU_ICONS, type MenuIcon } from '@shared/menu-icons';

/**
 * The icon names containing `query`, in their (alphabetical) order, names that start with it
 * first. Case is ignored and spaces stand for the names' hyphens: `Add col` finds `add-column-left`.
 * @param icons @default every icon a menu may carry
 */
export function searchIcons(query: string, icons: readonly MenuIcon[] = MENU_ICONS): MenuIcon[] {
  const key = query.trim().toLowerCase().replace(/\s+/g, '-');
  if (key === '') return [...icons];
  const starts: MenuIcon[] = [];
  const inside: MenuIcon[] = [];
  for (const name of icons) {
    const at = name.indexOf(key);
    if (at === 0) starts.push(name);
    else if (at > 0) inside.push(name);
  }
  return [...starts, ...inside];
}

/**
 * The option the arrow keys move to in a grid of `count` options, `columns` wide, from `index`;
 * `undefined` for any other key. It stops at the edges rather than wrapping.
 */
export function gridStep(key: string, index: number, count: number, columns: number): number | undefined {
  const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns };
  const step = steps[key];
  if (step === undefined || count === 0) return undefined;
  const next = index + step;
  return next < 0 || next >= count ? index : next;
}
