import { randomBytes } from 'node:crypto';
import { nameKey } from '../../../../shared/names';

/** The JSON body every create and edit takes. */
export const JSON_PAYLOAD = { maxBytes: 64 * 1024, allow: 'application/json', parse: true, output: 'data' } as const;

/** A new id: `<prefix>-` and 12 hex digits. */
export function newId(prefix: string): string {
  return `${prefix}-${randomBytes(6).toString('hex')}`;
}

/** `text` folded for case-insensitive comparison. */
export const fold = (text: string) => text.toLocaleLowerCase('en-US');

/** What a unique name is compared by: its `nameKey` (no invisible code points, NFKC), case folded. */
export const foldName = (name: string) => fold(nameKey(name));
