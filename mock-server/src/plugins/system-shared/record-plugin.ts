import type { Plugin, Request, ServerRoute } from '@hapi/hapi';
import type { MockContext } from '../../context';
import type { Store } from '../../data/store';
import { accessGuard } from './access-guard';
import { type RecordHandlers, recordLookup, recordRoutes } from './record-routes';

/** The collection a `recordPlugin` serves. */
export interface RecordCollection<T> {
  /** The plugin's name. */
  name: string;
  /** The collection's path, e.g. `/roles`; a record lives at `<path>/{id}`. */
  path: string;
  /** The store's table of the records. */
  table: (store: Store) => { get(id: string): T | undefined };
  /** What a record is called in the 404 of an unknown `{id}` (`role not found`). */
  noun: string;
}

/** What a `recordPlugin` builds from the mock's context. */
export interface RecordBehaviour<T> {
  /** The contract's view of a record, which `GET <path>/{id}` answers. */
  view: (record: T) => object;
  /** Every handler but the read, which answers the view of the record. */
  handlers: Omit<RecordHandlers, 'read'>;
  /** Routes beyond the five, e.g. `PATCH /users/{id}/enable`. @default none */
  extra?: ServerRoute[];
}

/**
 * The plugin of one system collection: every route behind `accessGuard`, then the collection's
 * list, read, create, edit and delete (`recordRoutes`) and its `extra` routes. `build` gets the
 * mock's context and the lookup of the record a route's `{id}` names.
 */
export function recordPlugin<T>(
  { name, table, noun, ...routes }: RecordCollection<T>,
  build: (context: MockContext, recordOf: (request: Request) => T) => RecordBehaviour<T>,
): Plugin<MockContext> {
  return {
    name,
    register: (server, context) => {
      server.ext(accessGuard);
      const recordOf = recordLookup(table(context.store), noun);
      const { view, handlers, extra = [] } = build(context, recordOf);
      server.route([
        ...recordRoutes({ ...routes, handlers: { ...handlers, read: (request) => view(recordOf(request)) } }),
        ...extra,
      ]);
    },
  };
}
