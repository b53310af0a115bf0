/**
 * What a record's change shows: each field's value before and after as text, a list's items
 * marked as added or removed, a secret as changed without its values.
 */
import { operationLog as t } from '@/i18n/page-messages';
import type { AuditChange } from './api';

/** Where an item of a list stands: in both values, only after, only before. */
export type ItemMark = 'kept' | 'added' | 'removed';

/** One side of a change: no value (an add's before, a delete's after), a text, or a list's items. */
export type ValueView =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: readonly { text: string; mark: ItemMark }[] };

/** One row of the change table. */
export interface ChangeRow {
  field: string;
  /** A secret was changed: no values were recorded. */
  redacted: boolean;
  before: ValueView;
  after: ValueView;
}

const NONE: ValueView = { kind: 'none' };

/** A value as one line of text: a list's items by commas, an object's fields as `name: value`. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return t.emptyValue;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (Array.isArray(value)) return value.length === 0 ? t.emptyValue : value.map(valueText).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([name, field]) => `${name}: ${valueText(field)}`)
      .join('; ');
  }
  return String(value);
}

/** An identity of a value that two equal values share, whatever the order of an object's fields. */
function keyOf(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(keyOf).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${fields.map(([name, field]) => `${JSON.stringify(name)}:${keyOf(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** A list's items, each marked `changed` when the other side lacks it (and has a value at all). */
function listView(items: readonly unknown[], other: unknown, changed: ItemMark): ValueView {
  const others = new Set(Array.isArray(other) ? other.map(keyOf) : []);
  return {
    kind: 'list',
    items: items.map((item) => ({ text: valueText(item), mark: others.has(keyOf(item)) ? 'kept' : changed })),
  };
}

function sideView(value: unknown, present: boolean, other: unknown, changed: ItemMark): ValueView {
  if (!present) return NONE;
  return Array.isArray(value) ? listView(value, other, changed) : { kind: 'text', text: valueText(value) };
}

/** The row a change shows. */
export function changeRow(change: AuditChange): ChangeRow {
  const { field, before, after } = change;
  if (change.redacted) return { field, redacted: true, before: NONE, after: NONE };
  return {
    field,
    redacted: false,
    before: sideView(before, 'before' in change, after, 'removed'),
    after: sideView(after, 'after' in change, before, 'added'),
  };
}
