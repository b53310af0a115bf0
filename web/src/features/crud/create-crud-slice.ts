import { type UnknownAction, createAction } from '@reduxjs/toolkit';
import type { CrudListState, Identified, PageOf, PageQuery } from '@/components/crud/crud-types';

/**
 * The events and reducer of one list of records, named `<name>/eventHappened`. A plain reducer
 * rather than `createSlice`, because Immer's `Draft` of a generic item type does not type-check.
 */
export function createCrudSlice<Item extends Identified, Query extends PageQuery, Create, Update, Status = never>(
  name: string,
  initialQuery: Query,
) {
  const actions = {
    /** Loads a page; the payload is merged into the query (filters, page, size, sort). */
    listRequested: createAction<Partial<Query>>(`${name}/listRequested`),
    listLoaded: createAction<PageOf<Item>>(`${name}/listLoaded`),
    listLoadFailed: createAction<string>(`${name}/listLoadFailed`),
    /** A dialog opened: forget how the last submit went. */
    submitReset: createAction(`${name}/submitReset`),
    createRequested: createAction<Create>(`${name}/createRequested`),
    updateRequested: createAction<{ id: string; body: Update }>(`${name}/updateRequested`),
    deleteRequested: createAction<string>(`${name}/deleteRequested`),
    submitSucceeded: createAction(`${name}/submitSucceeded`),
    submitFailed: createAction<string>(`${name}/submitFailed`),
    statusChangeRequested: createAction<{ id: string; status: Status }>(`${name}/statusChangeRequested`),
    statusChanged: createAction<{ id: string; status: Status }>(`${name}/statusChanged`),
    statusChangeFailed: createAction<string>(`${name}/statusChangeFailed`),
  };

  const initialState: CrudListState<Item, Query> = {
    query: initialQuery,
    items: [],
    total: 0,
    loadStatus: 'idle',
    loadError: null,
    submitStatus: 'idle',
    submitError: null,
    pendingIds: [],
  };

  const without = (ids: string[], id: string) => ids.filter((pending) => pending !== id);

  function reducer(
    state: CrudListState<Item, Query> = initialState,
    action: UnknownAction,
  ): CrudListState<Item, Query> {
    if (actions.listRequested.match(action)) {
      return { ...state, query: { ...state.query, ...action.payload }, loadStatus: 'loading', loadError: null };
    }
    if (actions.listLoaded.match(action)) {
      return {
        ...state,
        items: action.payload.list,
        total: action.payload.pagination.total,
        loadStatus: 'ready',
        loadError: null,
      };
    }
    if (actions.listLoadFailed.match(action)) return { ...state, loadStatus: 'failed', loadError: action.payload };
    if (actions.submitReset.match(action)) return { ...state, submitStatus: 'idle', submitError: null };
    if (
      actions.createRequested.match(action) ||
      actions.updateRequested.match(action) ||
      actions.deleteRequested.match(action)
    ) {
      return { ...state, submitStatus: 'submitting', submitError: null };
    }
    if (actions.submitSucceeded.match(action)) return { ...state, submitStatus: 'succeeded', submitError: null };
    if (actions.submitFailed.match(action)) return { ...state, submitStatus: 'failed', submitError: action.payload };
    if (actions.statusChangeRequested.match(action))
      return { ...state, pendingIds: [...without(state.pendingIds, action.payload.id), action.payload.id] };
    if (actions.statusChanged.match(action)) {
      const { id, status } = action.payload;
      return {
        ...state,
        items: state.items.map((item) => (item.id === id ? { ...item, status } : item)),
        pendingIds: without(state.pendingIds, id),
      };
    }
    if (actions.statusChangeFailed.match(action))
      return { ...state, pendingIds: without(state.pendingIds, action.payload) };
    return state;
  }

  return { name, actions, reducer, initialState };
}

/** What `createCrudSlice` answers for one kind of record. */
export type CrudSlice<Item extends Identified, Query extends PageQuery, Create, Update, Status = never> = ReturnType<
  typeof createCrudSlice<Item, Query, Create, Update, Status>
>;
