import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import type { components } from '../../../../shared/contract/schema';
import type { MockContext } from '../../context';
import { NO_BODY, jsonBody, shownName, shownText } from '../../schemas';
import { accessGuard } from '../system-shared/access-guard';
import { PAGING, QUERY_VALUE, SORT_ORDER } from '../system-shared/list-page';
import { DEMO_ITEM_CSV, matchDemoItems, queryDemoItems, type DemoItemQuery } from './query';
import { csvResponse, exportQuerySchema } from '../system-shared/csv-export';
import { DEMO_ITEM_ID_PATTERN, demoItemId, seedDemoItems } from './seed';
import { refusal } from '../../errors';

type DemoItem = components['schemas']['DemoItem'];
type DemoItemParam = components['schemas']['DemoItemParam'];

const STATUS = Joi.string().valid('closed', 'running', 'online', 'error');
const DAY = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .custom((value: string, helpers) =>
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value) ? value : helpers.error('any.invalid'),
  )
  .messages({ 'any.invalid': '{{#label}} is not a calendar day' });

const querySchema = Joi.object({
  ...PAGING,
  queryValue: QUERY_VALUE,
  status: STATUS,
  startDate: DAY,
  endDate: DAY,
  sortField: Joi.string().valid('id', 'name', 'owner', 'status', 'callCount', 'createdAt'),
  sortOrder: SORT_ORDER,
})
  .custom((value: DemoItemQuery, helpers) =>
    value.startDate !== undefined && value.endDate !== undefined && value.endDate < value.startDate
      ? helpers.error('dateRange')
      : value,
  )
  .messages({ dateRange: '"endDate" must not be before "startDate"' });

const paramSchema = jsonBody({
  name: shownName(64).required(),
  description: shownText(256).required(),
  owner: shownName(32).required(),
  status: STATUS.required(),
});

const idSchema = Joi.object({ id: Joi.string().pattern(DEMO_ITEM_ID_PATTERN, 'item id').required() });
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
    const items: DemoItem[] = seedDemoItems();
    let lastIndex = items.length;

    const indexOf = (id: string) => {
      const index = items.findIndex((item) => item.id === id);
      if (index < 0) throw refusal(404, 'not_found', 'item not found');
      return index;
    };

    server.route({
      method: 'GET',
      path: '/demo/list-items',
      options: { validate: { query: querySchema } },
      handler: (request) => queryDemoItems(items, request.query as DemoItemQuery),
    });

    server.route({
      method: 'GET',
      path: '/demo/list-items/export',
      options: { validate: { query: exportQuerySchema(querySchema) } },
      handler: (request, h) =>
        csvResponse(h, DEMO_ITEM_CSV, matchDemoItems(items, request.query as DemoItemQuery), (item) => item),
    });

    server.route({
      method: 'POST',
      path: '/demo/list-items',
      options: { payload: jsonPayload, validate: { payload: paramSchema } },
      handler: (request) => {
        lastIndex += 1;
        const item: DemoItem = {
          ...(request.payload as DemoItemParam),
          id: demoItemId(lastIndex),
          callCount: 0,
          createdAt: new Date(config.now()).toISOString(),
        };
        items.push(item);
        return item;
      },
    });

    server.route({
      method: 'PUT',
      path: '/demo/list-items/{id}',
      options: { payload: jsonPayload, validate: { params: idSchema, payload: paramSchema } },
      handler: (request) => {
        const index = indexOf(request.params.id as string);
        const updated: DemoItem = { ...(items[index] as DemoItem), ...(request.payload as DemoItemParam) };
        items[index] = updated;
        return updated;
      },
    });

    server.route({
      method: 'DELETE',
      path: '/demo/list-items/{id}',
      options: { payload: NO_BODY, validate: { params: idSchema } },
      handler: (request) => {
        items.splice(indexOf(request.params.id as string), 1);
        return { status: 'OK' as const };
      },
    });
  },
};
