import { type UnknownAction, createAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, takeLatest } from 'redux-saga/effects';
import type { LoadStatus } from '@/components/data-table/data-table';
import { abortableLoad } from '@/lib/store';
import type { ApiOutcome } from '@/api/api-result';

/** Choices a form or filter offers (the roles a user can hold, the menus a role can grant). */
export interface OptionsState<Option> {
  items: Option[];
  status: LoadStatus;
  error: string | null;
}

/**
 * A list of choices loaded once per request with `takeLatest`: events `<name>/requested`,
 * `<name>/loaded`, `<name>/loadFailed`, a reducer and the saga that fetches with `fetch`.
 */
export function createOptionsSlice<Option>(
  name: string,
  fetch: (signal: AbortSignal) => Promise<ApiOutcome<Option[]>>,
) {
  const actions = {
    requested: createAction(`${name}/requested`),
    loaded: createAction<Option[]>(`${name}/loaded`),
    loadFailed: createAction<string>(`${name}/loadFailed`),
  };
  const initialState: OptionsState<Option> = { items: [], status: 'idle', error: null };

  function reducer(state: OptionsState<Option> = initialState, action: UnknownAction): OptionsState<Option> {
    if (actions.requested.match(action)) return { ...state, status: 'loading', error: null };
    if (actions.loaded.match(action)) return { items: action.payload, status: 'ready', error: null };
    if (actions.loadFailed.match(action)) return { ...state, status: 'failed', error: action.payload };
    return state;
  }

  function* load(): SagaIterator {
    yield* abortableLoad((signal) => call(fetch, signal), actions.loaded, actions.loadFailed);
  }

  function* saga(): SagaIterator {
    yield takeLatest(actions.requested.type, load);
  }

  return { actions, reducer, initialState, saga, fetch };
}
