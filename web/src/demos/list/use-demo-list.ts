import { useCallback } from 'react';
import { type RootState, useAppDispatch } from '@/lib/store';
import type { CrudListState } from '@/components/crud/crud-types';
import type { ListUrl } from '@/components/crud/list-query-params';
import { type CrudListHandle, useCrudList } from '@/features/crud';
import type { DemoItem, DemoItemParam, DemoItemQuery } from './api';
import type { DemoList } from './slice';

/** What `useDemoList` answers: the generic list handle, plus deleting several items at once. */
export interface DemoListHandle extends CrudListHandle<DemoItem, DemoItemQuery, DemoItemParam, DemoItemParam, never> {
  removeMany: (ids: readonly string[]) => void;
}

/** Binds a demo list to the store and its query to the URL, and loads the URL's query on mount. */
export function useDemoList(
  list: DemoList,
  selectState: (state: RootState) => CrudListState<DemoItem, DemoItemQuery>,
  url: ListUrl<DemoItemQuery>,
): DemoListHandle {
  const dispatch = useAppDispatch();
  const handle = useCrudList({ slice: list, selectState, url });
  const removeMany = useCallback(
    (ids: readonly string[]) => void dispatch(list.actions.deleteManyRequested(ids)),
    [dispatch, list],
  );
  return { ...handle, removeMany };
}
