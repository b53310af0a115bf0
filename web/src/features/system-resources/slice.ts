import { createCrudSlice } from '../../components/crud/create-crud-slice';
import type { ResourceParam, ResourceQuery, SystemResource } from './api';

/** The resource list: events `systemResources/...`. */
export const resourcesSlice = createCrudSlice<SystemResource, ResourceQuery, ResourceParam, ResourceParam>('systemResources', {
  current: 1,
  pageSize: 10,
});

/** The feature's state: the list. */
export const systemResourcesReducer = resourcesSlice.reducer;
