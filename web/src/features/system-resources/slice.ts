import { createCrudSlice } from '../../components/crud/create-crud-slice';
import { resetOnSignOut } from '../../components/crud/reset-on-sign-out';
import type { ResourceParam, ResourceQuery, SystemResource } from './api';

/** The resource list: events `systemResources/...`. */
export const resourcesSlice = createCrudSlice<SystemResource, ResourceQuery, ResourceParam, ResourceParam>('systemResources', {
  current: 1,
  pageSize: 10,
});

/** The feature's state, forgotten on sign-out: the list. */
export const systemResourcesReducer = resetOnSignOut(resourcesSlice.reducer);
