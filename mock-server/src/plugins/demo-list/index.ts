import type { Plugin, Request } from '@hapi/hapi';
import type { components } from '../../../../shared/contract/schema';
import type { MockContext } from '../../context';
import { Collection } from '../../data/collection';
import { noteChange } from '../../data/record-changes';
import { NO_BODY } from '../../payload-options';
import { accessGuard } from '../system-shared/access-guard';
import { DEMO_ITEM_CSV, matchDemoItems, queryDemoItems, type DemoItemQuery } from './query';
import { csvResponse } from '../system-shared/csv-export';
import { demoItemId, seedDemoItems } from './seed';
import { refusal } from '../../errors';

type DemoItem = components['schemas']['DemoItem'];
type DemoItemParam = components['schemas']['DemoItemParam'];

/**
 * The request's query, once its days are in order: a rule of the contract's (`endDate` is not
 * before `startDate`) that its schemas cannot state.
 */
function demoQueryOf(request: Request): DemoItemQuery {
  const query = request.query as DemoItemQuery;
  if (query.startDate !== undefined && query.endDate !== undefined && query.endDate < query.startDate)
    throw refusal(400, 'invalid_request', 'query.endDate must not be before query.startDate');
  return query;
}

const jsonPayload = { maxBytes: 4096, allow: 'application/json', parse: true, output: 'data' } as const;

/**
 * `GET`/`POST /demo/list-items`, `GET /demo/list-items/export` (CSV), `PUT`/`DELETE
 * /demo/list-items/{id}`: the 5 000 seeded items
 * behind the demo list pages, kept in memory per server (a restart reseeds them).
 */
export const demoListPlugin: Plugin<MockContext> = {
  name: 'mock-demo-list',
  register: (server, { config }) => {
    // The seeded resources res-demo-* open these routes to the QueryList and StandardList actions.
    server.ext(accessGuard);
    // A collection of its own, outside the store (a restart reseeds it); its changes reach the
    // request's journal, which the operation log reads.
    const items = new Collection<DemoItem>(seedDemoItems(), (before, after) =>
      noteChange({ kind: 'demoItems', before, after }),
    );
    let lastIndex = items.count();

    const itemOf = (request: Request) => {
      const item = items.get(request.params.id as string);
      if (!item) throw refusal(404, 'not_found', 'item not found');
      return item;
    };

    server.route({
      method: 'GET',
      path: '/demo/list-items',
      handler: (request) => queryDemoItems(items.all(), demoQueryOf(request)),
    });

    server.route({
      method: 'GET',
      path: '/demo/list-items/export',
      handler: (request, h) =>
        csvResponse(h, DEMO_ITEM_CSV, matchDemoItems(items.all(), demoQueryOf(request)), (item) => item),
    });

    server.route({
      method: 'POST',
      path: '/demo/list-items',
      options: { payload: jsonPayload },
      handler: (request) => {
        lastIndex += 1;
        const item: DemoItem = {
          ...(request.payload as DemoItemParam),
          id: demoItemId(lastIndex),
          callCount: 0,
          createdAt: new Date(config.now()).toISOString(),
        };
        return items.insert(item);
      },
    });

    server.route({
      method: 'PUT',
      path: '/demo/list-items/{id}',
      options: { payload: jsonPayload },
      handler: (request) => {
        return items.update(itemOf(request).id, request.payload as DemoItemParam)!;
      },
    });

    server.route({
      method: 'DELETE',
      path: '/demo/list-items/{id}',
      options: { payload: NO_BODY },
      handler: (request) => {
        items.remove(itemOf(request).id);
        return { status: 'OK' as const };
      },
    });
  },
};
