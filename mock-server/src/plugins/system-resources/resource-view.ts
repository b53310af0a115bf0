import type { components } from '../../../../shared/contract/schema';
import { actionsHoldingResource } from '../../data/references';
import type { Store } from '../../data/store';
import type { ResourceRecord } from '../../data/types';
import type { CsvExport } from '../system-shared/csv-export';

type SystemResource = components['schemas']['SystemResource'];

/** The contract's view of a resource, with the menu actions holding it. */
export function toSystemResource(store: Store, resource: Readonly<ResourceRecord>): SystemResource {
  return {
    id: resource.id,
    method: resource.method,
    path: resource.path,
    memo: resource.memo,
    actions: actionsHoldingResource(store, resource.id),
  };
}

/** The resources' CSV export (`exportResources` in the contract). */
export const RESOURCE_CSV: CsvExport<SystemResource> = {
  fileName: 'resources.csv',
  list: 'resources',
  columns: {
    method: (resource) => resource.method,
    path: (resource) => resource.path,
    memo: (resource) => resource.memo,
    actions: (resource) => resource.actions.map((action) => `${action.routeName}.${action.code}`).join('; '),
  },
};
