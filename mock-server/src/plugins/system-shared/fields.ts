import { randomBytes } from 'node:crypto';
import Joi from 'joi';
import { nameKey } from '../../../../shared/names';
import { NO_BODY } from '../../schemas';

/** A record id (`EntityId` in the contract). */
export const ENTITY_ID = Joi.string().pattern(/^[A-Za-z0-9_-]{1,64}$/, 'id');

/** `{id}` of an item route. */
export const ID_PARAMS = Joi.object({ id: ENTITY_ID.required() });

/** `EnableStatus` in the contract. */
export const STATUS = Joi.string().valid('enabled', 'disabled');

/** The JSON body every create and edit takes. */
export const JSON_PAYLOAD = { maxBytes: 64 * 1024, allow: 'application/json', parse: true, output: 'data' } as const;

/** The route options of a call on `{id}` that takes no body (delete, enable, disable). */
export const ID_NO_BODY = { payload: NO_BODY, validate: { params: ID_PARAMS } };

/** A new id: `<prefix>-` and 12 hex digits. */
export function newId(prefix: string): string {
  return `${prefix}-${randomBytes(6).toString('hex')}`;
}

/** `text` folded for case-insensitive comparison. */
export const fold = (text: string) => text.toLocaleLowerCase('en-US');

/** What a unique name is compared by: its `nameKey` (no invisible code points, NFKC), case folded. */
export const foldName = (name: string) => fold(nameKey(name));

/** A menu action code (`ActionCode` in the contract). */
export const ACTION_CODE = Joi.string().pattern(/^[a-z][A-Za-z0-9]{0,31}$/, 'action code');
