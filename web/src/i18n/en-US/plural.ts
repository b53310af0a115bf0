/** `1 item`, `2 items`: a count and an English noun that takes a plain `s` in the plural. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
