import { useCallback } from 'react';
import { useAppDispatch } from '../../lib/store';
import type { RootState } from '../../app/store';
import type { CrudListState } from '../../components/crud/crud-types';
import { type CrudListHandle, useCrudList } from '../../components/crud/use-crud-list';
import type { DemoItem, DemoItemParam, DemoItemQuery } from './api';
import type { DemoList } from './slice';

/** What `useDemoList` answers: the generic list handle, plus deleting several items at once. */
export interface DemoListHandle extends CrudListHandle<DemoItem, DemoItemQuery, DemoItemParam, DemoItemParam, never> {
  removeMany: (ids: readonly string[]) => void;
}

/** Binds a demo list to the store and loads its page on mount (with the query it last had). */
export function useDemoList(list: DemoList, selectState: (state: RootState) => CrudListState<DemoItem, DemoItemQuery>): DemoListHandle {
  const dispatch = useAppDispatch();
  const handle = useCrudList(list, selectState);
  const removeMany = useCallback((ids: readonly string[]) => void dispatch(list.actions.deleteManyRequested(ids)), [dispatch, list]);
  return { ...handle, removeMany };
}
