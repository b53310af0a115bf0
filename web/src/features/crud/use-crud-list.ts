import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '@/lib/store';
import type { CrudSlice } from './create-crud-slice';
import type { CrudListState, Identified, PageQuery } from '@/components/crud/crud-types';
import type { ListUrl } from '@/components/crud/list-query-params';
import { type ListQueryChanges, useListQueryParams } from '@/components/crud/use-list-query-params';

/** What `useCrudList` answers: the list's state and the events a page sends. */
export interface CrudListHandle<Item, Query, Create, Update, Status> extends ListQueryChanges<Query> {
  state: CrudListState<Item, Query>;
  /**
   * Loads with `change` merged into the query, leaving the URL to follow (a reload, a retry);
   * the user's own changes go through `commit` and `type`, which also make history entries.
   */
  load: (change?: Partial<Query>) => void;
  /** Forgets the last submit's outcome (when a dialog opens). */
  resetSubmit: () => void;
  create: (body: Create) => void;
  update: (id: string, body: Update) => void;
  remove: (id: string) => void;
  setStatus: (id: string, status: Status) => void;
}

/** A list as a page binds it: its slice, its state in the root state, its query's URL parameters. */
export interface CrudListSource<Item extends Identified, Query extends PageQuery, Create, Update, Status, State> {
  slice: CrudSlice<Item, Query, Create, Update, Status>;
  selectState: (state: State) => CrudListState<Item, Query>;
  /** A module-level constant. */
  url: ListUrl<Query>;
}

/**
 * Binds a list's slice to the store and its query to the URL (`url`, a module-level constant):
 * it loads the query the URL asks for on mount, and again whenever the URL changes. `selectState`
 * states the root state it reads (a lazily injected slice's selector accepts any root state).
 */
export function useCrudList<Item extends Identified, Query extends PageQuery, Create, Update, Status, State>({
  slice,
  selectState,
  url,
}: CrudListSource<Item, Query, Create, Update, Status, State>): CrudListHandle<Item, Query, Create, Update, Status> {
  const dispatch = useAppDispatch();
  const state = useSelector(selectState);
  const { actions } = slice;
  const load = useCallback(
    (change: Partial<Query> = {}) => void dispatch(actions.listRequested(change)),
    [dispatch, actions],
  );
  const { commit, type } = useListQueryParams(url, { query: state.query, defaults: slice.initialState.query, load });
  return {
    state,
    load,
    commit,
    type,
    resetSubmit: useCallback(() => void dispatch(actions.submitReset()), [dispatch, actions]),
    create: useCallback((body: Create) => void dispatch(actions.createRequested(body)), [dispatch, actions]),
    update: useCallback(
      (id: string, body: Update) => void dispatch(actions.updateRequested({ id, body })),
      [dispatch, actions],
    ),
    remove: useCallback((id: string) => void dispatch(actions.deleteRequested(id)), [dispatch, actions]),
    setStatus: useCallback(
      (id: string, status: Status) => void dispatch(actions.statusChangeRequested({ id, status })),
      [dispatch, actions],
    ),
  };
}
