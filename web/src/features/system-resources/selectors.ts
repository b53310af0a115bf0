import type { RootState } from '@/lib/store';
import { systemResourcesState, resourcesSlice, resourcesUrl } from './slice';

/** The resource list's state. */
export const selectResourceList = (state: RootState) => systemResourcesState.select(state);
/** The resource list as its page binds it: the slice, its state, its query in the URL. */
export const resourceList = { slice: resourcesSlice, selectState: selectResourceList, url: resourcesUrl };
