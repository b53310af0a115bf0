import type { Lifecycle, Request, ServerRoute } from '@hapi/hapi';
import type { Collection } from '../../data/collection';
import { NO_BODY } from '../../payload-options';
import { JSON_PAYLOAD } from './fields';
import { refusal, type ErrorReason } from '../../errors';

/** The handlers behind a collection's five routes. */
export interface RecordHandlers {
  /** `GET <path>`: one page (or the tree) of records. */
  list: Lifecycle.Method;
  /** `GET <path>/{id}`. */
  read: Lifecycle.Method;
  /** `POST <path>`. */
  create: Lifecycle.Method;
  /** `PUT <path>/{id}`. */
  update: Lifecycle.Method;
  /** `DELETE <path>/{id}`: throws when the record may not go, else removes it. */
  remove: (request: Request) => void;
  /** `GET <path>/export`: every record the list's query keeps, as CSV (`exportHandler`). @default no export route */
  export?: Lifecycle.Method;
}

/** Options of `recordRoutes`. */
export interface RecordRoutesOptions {
  /** The collection's path, e.g. `/roles`; a record lives at `<path>/{id}`. */
  path: string;
  handlers: RecordHandlers;
}

/**
 * The list, read, create, edit and delete routes of one collection, and its export when it has
 * one; the contract checks their `{id}`, query and body (`contract/contract-input.ts`). A delete
 * answers `{ status: 'OK' }`.
 */
export function recordRoutes({ path, handlers }: RecordRoutesOptions): ServerRoute[] {
  const item = `${path}/{id}`;
  return [
    { method: 'GET', path, handler: handlers.list },
    { method: 'GET', path: item, handler: handlers.read },
    { method: 'POST', path, options: { payload: JSON_PAYLOAD }, handler: handlers.create },
    { method: 'PUT', path: item, options: { payload: JSON_PAYLOAD }, handler: handlers.update },
    {
      method: 'DELETE',
      path: item,
      options: { payload: NO_BODY },
      handler: (request) => {
        handlers.remove(request);
        return { status: 'OK' as const };
      },
    },
    ...(handlers.export ? [{ method: 'GET' as const, path: `${path}/export`, handler: handlers.export }] : []),
  ];
}

/** A lookup of the record a route's `{id}` names; a missing one is a 404 `<noun> not found`. */
export function recordLookup<T>(table: { get(id: string): T | undefined }, noun: string): (request: Request) => T {
  return (request) => {
    const record = table.get(request.params.id as string);
    if (!record) throw refusal(404, 'not_found', `${noun} not found`);
    return record;
  };
}

/** Throws a 400 `reason` with `message` when a record other than `selfId` (null for a new one) `clashes` with the new values. */
export function assertNoClash<T extends { id: string }>(
  table: Collection<T>,
  selfId: string | null,
  clashes: (record: Readonly<T>) => boolean,
  reason: ErrorReason,
  message: string,
): void {
  if (table.find((record) => record.id !== selfId && clashes(record))) throw refusal(400, reason, message);
}

/**
 * Throws a 400 `reason`, "`label` "`value`" is already taken", when a record other than `selfId`
 * (null for a new one) has `value` as its `key`, both compared after `normalise`.
 */
export function assertValueFree<T extends { id: string }>(
  table: Collection<T>,
  selfId: string | null,
  key: (record: Readonly<T>) => string,
  value: string,
  taken: { reason: ErrorReason; label: string },
  normalise: (text: string) => string = (text) => text,
): void {
  const wanted = normalise(value);
  assertNoClash(
    table,
    selfId,
    (record) => normalise(key(record)) === wanted,
    taken.reason,
    `${taken.label} "${value}" is already taken`,
  );
}

/**
 * Throws a 400 `invalid_request` with `message` when two of `items` have the same `key`: a rule of
 * the contract's that its schemas cannot state (`uniqueItems` compares whole items), checked before
 * anything else the request asks, as its schemas are.
 */
export function assertKeysOnce<T>(items: readonly T[], key: (item: T) => string, message: string): void {
  if (new Set(items.map(key)).size !== items.length) throw refusal(400, 'invalid_request', message);
}
