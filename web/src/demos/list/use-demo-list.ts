import { useCallback } from 'react';
import { injectSaga, type RootState, useAppDispatch } from '../../lib/store';
import type { CrudListState } from '../../components/crud/crud-types';
import type { ListUrl } from '../../components/crud/list-query-params';
import { type CrudListHandle, useCrudList } from '../../features/crud';
import type { DemoItem, DemoItemParam, DemoItemQuery } from './api';
import { demoListSaga } from './sagas';
import type { DemoList } from './slice';

// Here rather than in index.ts: the build takes web/src as free of import-time side effects
// (rsbuild.config.ts) and skips a barrel's own code, keeping top-level code only in modules whose
// exports are used; every list uses this hook.
injectSaga('demoList', demoListSaga);

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
  const handle = useCrudList(list, selectState, url);
  const removeMany = useCallback(
    (ids: readonly string[]) => void dispatch(list.actions.deleteManyRequested(ids)),
    [dispatch, list],
  );
  return { ...handle, removeMany };
}
