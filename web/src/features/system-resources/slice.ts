import { createCrudSlice } from '@/features/crud';
import { signedInState } from '@/features/session';
import { type ListUrl, choiceParam, keywordParam, pageParams, sortParams } from '@/components/crud/list-query-params';
import { HTTP_METHODS, type ResourceParam, type ResourceQuery, type SystemResource } from './api';

/** The resource list: events `systemResources/...`. */
export const resourcesSlice = createCrudSlice<SystemResource, ResourceQuery, ResourceParam, ResourceParam>(
  'systemResources',
  {
    current: 1,
    pageSize: 10,
  },
);

/** The resource list's query in the URL: `?q=&method=&sort=&order=&page=&size=`. */
export const resourcesUrl: ListUrl<ResourceQuery> = {
  params: {
    ...pageParams,
    ...sortParams(['method', 'path']),
    queryValue: keywordParam,
    method: choiceParam('method', HTTP_METHODS),
  },
};

/** The feature's state, forgotten on sign-out: the list. */
export const systemResourcesState = signedInState('systemResources', resourcesSlice.reducer);
