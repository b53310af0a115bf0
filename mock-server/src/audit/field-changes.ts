import { isDeepStrictEqual } from 'node:util';
import type { components } from '../../../shared/contract/schema';

type AuditChange = components['schemas']['AuditChange'];

/**
 * The fields whose values differ between `before` and `after`, two views of one record as the API
 * answers it (absent `before` on an add, absent `after` on a delete): each field with the value it
 * had and the one it has, a side left out where the field is absent. The id names the record, so
 * it is no change.
 */
export function fieldChanges(before: object | undefined, after: object | undefined): AuditChange[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const is = (after ?? {}) as Record<string, unknown>;
  const fields = new Set([...Object.keys(was), ...Object.keys(is)]);
  fields.delete('id');
  return [...fields]
    .filter((field) => !isDeepStrictEqual(was[field], is[field]))
    .map((field) => ({
      field,
      ...(was[field] === undefined ? {} : { before: was[field] }),
      ...(is[field] === undefined ? {} : { after: is[field] }),
    }));
}

/** A secret that was set (a password): named, never its values (product-rules.md, Records). */
export const redacted = (field: string): AuditChange => ({ field, redacted: true });
