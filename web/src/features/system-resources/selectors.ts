import type { RootState } from '@/lib/store';
import { selectSystemResources } from './slice';

/** The resource list's state. */
export const selectResourceList = (state: RootState) => selectSystemResources(state);
