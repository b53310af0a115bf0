import type { RootState } from '../../app/store';

/** The resource list's state. */
export const selectResourceList = (state: RootState) => state.systemResources;
