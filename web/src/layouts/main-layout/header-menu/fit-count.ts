/**
 * How many of the items, `widths` in order, the header's menu shows in `available` px: all of
 * them when they fit, else as many as fit beside the "more" button (`moreWidth`), which holds the
 * rest.
 */
export function fitCount(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  while (count < widths.length && used + widths[count]! <= available) {
    used += widths[count]!;
    count += 1;
  }
  return count;
}
