import { Intent } from '@blueprintjs/core';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { describeApiError } from '@/api/api-error';
import { showToast } from '@/lib/toaster';
import { abortableLoad } from '@/lib/store';
import type { ApiOutcome } from '@/api/api-result';
import type { CrudApi, CrudListState, Identified, PageQuery } from '@/components/crud/crud-types';
import type { CrudSlice } from './create-crud-slice';
import type { CrudListSource } from './use-crud-list';

/** What a saved change tells the user (failures are already shown by the API client). */
export interface CrudSagaTexts {
  created: string;
  updated: string;
  deleted: string;
  statusChanged?: string;
}

/** Options of `createListSaga`: a list that is only read. */
export interface ListSagaOptions<Item extends Identified, Query extends PageQuery, Create, Update, Status, State> {
  /** The list's slice and its state in the root state (a page's `CrudListSource` will do). */
  list: Pick<CrudListSource<Item, Query, Create, Update, Status, State>, 'slice' | 'selectState'>;
  api: Pick<CrudApi<Item, Query, Create, Update, Status>, 'list'>;
  /** Sagas of the same page that run beside the list's, e.g. its options' loads. @default none */
  alongside?: readonly (() => SagaIterator)[];
}

/** Options of `createCrudSaga`. */
export interface CrudSagaOptions<
  Item extends Identified,
  Query extends PageQuery,
  Create,
  Update,
  Status,
  State,
> extends ListSagaOptions<Item, Query, Create, Update, Status, State> {
  api: CrudApi<Item, Query, Create, Update, Status>;
  /** What a saved change tells the user: the feature's catalogue section holds these keys. */
  texts: CrudSagaTexts;
}

const success = (message: string) => call(showToast, { message, intent: Intent.SUCCESS, timeout: 3000 });

/** The worker that loads the page the list's query asks for. */
function listLoader<Item extends Identified, Query extends PageQuery, State>(
  { actions }: { actions: Pick<CrudSlice<Item, Query, unknown, unknown>['actions'], 'listLoaded' | 'listLoadFailed'> },
  selectState: (state: State) => CrudListState<Item, Query>,
  api: Pick<CrudApi<Item, Query, unknown, unknown, unknown>, 'list'>,
) {
  return function* load(): SagaIterator {
    const { query }: CrudListState<Item, Query> = yield select(selectState);
    yield* abortableLoad((signal) => call(api.list, query, signal), actions.listLoaded, actions.listLoadFailed);
  };
}

/**
 * The saga of a list that is only read (a log): `takeLatest` loads, a newer query cancelling and
 * aborting the older request.
 */
export function createListSaga<Item extends Identified, Query extends PageQuery, Create, Update, Status, State>({
  list: { slice, selectState },
  api,
  alongside = [],
}: ListSagaOptions<Item, Query, Create, Update, Status, State>) {
  return function* listSaga(): SagaIterator {
    yield takeLatest(slice.actions.listRequested.type, listLoader(slice, selectState, api));
    yield all(alongside.map((saga) => call(saga)));
  };
}

/**
 * The saga of one list: `takeLatest` loads (a newer query cancels and aborts the older request),
 * `takeLeading` creates, edits and deletes (a double click sends once), and status changes per
 * row with `takeEvery` (different rows may change at once; a pending row's switch is disabled).
 * After a saved change the current page is loaded again, stepping back a page when a delete
 * emptied the last one.
 */
export function createCrudSaga<Item extends Identified, Query extends PageQuery, Create, Update, Status, State>({
  list: { slice, selectState },
  api,
  texts,
  alongside = [],
}: CrudSagaOptions<Item, Query, Create, Update, Status, State>) {
  const { actions } = slice;

  function* afterSubmit(outcome: ApiOutcome<unknown>, message: string, reload: Partial<Query>): SagaIterator {
    if (outcome.error !== undefined) {
      yield put(actions.submitFailed(describeApiError(outcome.error)));
      return;
    }
    yield put(actions.submitSucceeded());
    yield success(message);
    yield put(actions.listRequested(reload));
  }

  function* create({ payload }: PayloadAction<Create>): SagaIterator {
    const outcome: ApiOutcome<unknown> = yield call(api.create, payload);
    yield* afterSubmit(outcome, texts.created, {});
  }

  function* update({ payload }: PayloadAction<{ id: string; body: Update }>): SagaIterator {
    const outcome: ApiOutcome<unknown> = yield call(api.update, payload.id, payload.body);
    yield* afterSubmit(outcome, texts.updated, {});
  }

  function* remove({ payload: id }: PayloadAction<string>): SagaIterator {
    const outcome: ApiOutcome<unknown> = yield call(api.remove, id);
    const { items, query }: CrudListState<Item, Query> = yield select(selectState);
    const current = query.current ?? 1;
    const lastOnPage = items.length === 1 && items[0]?.id === id && current > 1;
    // A partial query: only the page moves, the filters stay.
    const reload = (lastOnPage ? { current: current - 1 } : {}) as Partial<Query>;
    yield* afterSubmit(outcome, texts.deleted, reload);
  }

  function* changeStatus({ payload }: PayloadAction<{ id: string; status: Status }>): SagaIterator {
    const { items }: CrudListState<Item, Query> = yield select(selectState);
    const item = items.find((row) => row.id === payload.id);
    if (!api.setStatus || !item) {
      yield put(actions.statusChangeFailed(payload.id));
      return;
    }
    const outcome: ApiOutcome<unknown> = yield call(api.setStatus, item, payload.status);
    if (outcome.error !== undefined) {
      yield put(actions.statusChangeFailed(payload.id));
      return;
    }
    yield put(actions.statusChanged(payload));
    if (texts.statusChanged) yield success(texts.statusChanged);
  }

  return function* crudSaga(): SagaIterator {
    yield takeLatest(actions.listRequested.type, listLoader(slice, selectState, api));
    yield takeLeading(actions.createRequested.type, create);
    yield takeLeading(actions.updateRequested.type, update);
    yield takeLeading(actions.deleteRequested.type, remove);
    yield takeEvery(actions.statusChangeRequested.type, changeStatus);
    yield all(alongside.map((saga) => call(saga)));
  };
}
