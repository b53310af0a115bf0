import { type UnknownAction, combineReducers, createAction } from '@reduxjs/toolkit';
import { createCrudSlice } from '@/features/crud';
import type { CrudListState } from '@/components/crud/crud-types';
import { signedInState } from '@/features/session';
import type { DemoItem, DemoItemParam, DemoItemQuery } from './api';

/**
 * One demo list: the generic list of `components/crud`, plus `deleteManyRequested`, as the query
 * list deletes its selected rows in one go (the generic list deletes one record at a time).
 */
function createDemoList(name: string, initialQuery: DemoItemQuery) {
  const crud = createCrudSlice<DemoItem, DemoItemQuery, DemoItemParam, DemoItemParam>(name, initialQuery);
  const deleteManyRequested = createAction<readonly string[]>(`${name}/deleteManyRequested`);
  function reducer(
    state: CrudListState<DemoItem, DemoItemQuery> = crud.initialState,
    action: UnknownAction,
  ): CrudListState<DemoItem, DemoItemQuery> {
    if (deleteManyRequested.match(action)) return { ...state, submitStatus: 'submitting', submitError: null };
    return crud.reducer(state, action);
  }
  return { ...crud, actions: { ...crud.actions, deleteManyRequested }, reducer };
}

/** A demo list's events and reducer. */
export type DemoList = ReturnType<typeof createDemoList>;

/** The query table: events `demoList/queryList/...`. */
export const queryList = createDemoList('demoList/queryList', { current: 1, pageSize: 10 });

/** The card list, newest first: events `demoList/standardList/...`. */
export const standardList = createDemoList('demoList/standardList', {
  current: 1,
  pageSize: 20,
  sortField: 'createdAt',
  sortOrder: 'desc',
});

/** Both lists, forgotten on sign-out so the next account starts from the first page without filters. */
export const demoListState = signedInState(
  'demoList',
  combineReducers({ queryList: queryList.reducer, standardList: standardList.reducer }),
);

/** Both lists' state, under `demoList`. */
export type DemoListState = ReturnType<typeof demoListState.reducer>;
