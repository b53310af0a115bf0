import type { Request } from '@hapi/hapi';
import { authOf } from '../../auth/scheme';
import type { components } from '../../../../shared/contract/schema';
import { actionsHoldingResource } from '../../data/references';
import type { Store } from '../../data/store';
import type { HttpMethod, ResourceRecord } from '../../data/types';
import { newId } from '../system-shared/fields';
import { type ListQuery, type PageHandlerOptions, exportHandler, pageHandler } from '../system-shared/list-page';
import { assertMayChangeResource } from '../system-shared/privileges';
import { recordPlugin } from '../system-shared/record-plugin';
import { assertNoClash } from '../system-shared/record-routes';
import { refusal } from '../../errors';
import { RESOURCE_CSV, toSystemResource } from './resource-view';

type SystemResource = components['schemas']['SystemResource'];
type ResourceParam = Required<components['schemas']['SystemResourceParam']>;
type ResourceQuery = ListQuery<components['schemas']['SystemResourceSortField']> & { method?: HttpMethod };

/** The request's resource with the contract's default filled in. */
function resourceParamOf(request: Request): ResourceParam {
  return { memo: '', ...(request.payload as components['schemas']['SystemResourceParam']) };
}

/** Throws a 400 when another resource than `selfId` has the same method and path. */
function assertPairFree(store: Store, param: ResourceParam, selfId: string | null): void {
  assertNoClash(
    store.resources,
    selfId,
    (r) => r.method === param.method && r.path === param.path,
    'duplicate_resource',
    `a resource ${param.method} ${param.path} already exists`,
  );
}

/**
 * `/resources`: query, read, create, edit and delete the API resources (method + route path) that
 * menu actions open, every route guarded by `accessGuard` and every change by the privilege
 * rules (`system-shared/privileges`).
 */
export const systemResourcesPlugin = recordPlugin(
  {
    name: 'mock-system-resources',
    path: '/resources',
    table: (store) => store.resources,
    noun: 'resource',
  },
  ({ store }, resourceOf) => {
    const listing: PageHandlerOptions<ResourceRecord, ResourceQuery, SystemResource> = {
      records: (query: ResourceQuery) =>
        store.resources.all().filter((r) => query.method === undefined || r.method === query.method),
      keywords: (r) => [r.path, r.memo],
      defaultOrder: (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
      view: (r) => toSystemResource(store, r),
    };

    return {
      view: (resource) => toSystemResource(store, resource),
      handlers: {
        list: pageHandler(listing),
        export: exportHandler(listing, RESOURCE_CSV),
        create: (request) => {
          const param = resourceParamOf(request);
          assertPairFree(store, param, null);
          return toSystemResource(store, store.resources.insert({ id: newId('res'), ...param }));
        },
        update: (request) => {
          const resource = resourceOf(request);
          const param = resourceParamOf(request);
          assertPairFree(store, param, resource.id);
          assertMayChangeResource(store, authOf(request).user, resource, param);
          return toSystemResource(store, store.resources.update(resource.id, param)!);
        },
        remove: (request) => {
          const resource = resourceOf(request);
          assertMayChangeResource(store, authOf(request).user, resource, null);
          const holders = actionsHoldingResource(store, resource.id);
          if (holders.length > 0) {
            throw refusal(
              400,
              'resource_in_use',
              `resource is attached to actions: ${holders.map((a) => `${a.routeName}.${a.code}`).join(', ')}`,
            );
          }
          store.resources.remove(resource.id);
        },
      },
    };
  },
);
