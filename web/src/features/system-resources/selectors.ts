import { injectedSystemResources } from './slice';

/** The resource list's state. */
export const selectResourceList = injectedSystemResources.selector((state) => state.systemResources);
