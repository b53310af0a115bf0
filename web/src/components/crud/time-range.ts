/**
 * A time range as the contract's `from` and `to` instants and as `<input type="datetime-local">`
 * shows them: to the minute, in the browser's time zone.
 */

/** The part of a range a value is: its start, or its end (which takes in its whole minute). */
export type RangeEnd = 'from' | 'to';

/** An instant as a `datetime-local` value in local time (`2026-11-28T09:12`); empty for none. */
export function toLocalInput(instant: string | undefined): string {
  if (instant === undefined) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return `${day}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * The instant a `datetime-local` value means, in ISO form: its minute's first millisecond for a
 * start, its last for an end, so that a range from 09:00 to 09:05 holds what happened at 09:05:30.
 * `undefined` for an empty or incomplete value.
 */
export function fromLocalInput(value: string, end: RangeEnd): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute, end === 'to' ? 59 : 0, end === 'to' ? 999 : 0);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A range the right way round (the contract's `from` is at or before its `to`). */
export function orderedRange<Range extends { from?: string; to?: string }>(range: Range): Range {
  const { from, to } = range;
  return from !== undefined && to !== undefined && to < from ? { ...range, from: to, to: from } : range;
}
