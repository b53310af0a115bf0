import { Intent } from '@blueprintjs/core';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import type { RootState } from '@/lib/store';
import { describeApiError } from '@/api/api-error';
import { createCrudSaga } from '@/features/crud';
import type { ApiOutcome } from '@/api/api-result';
import type { CrudListState } from '@/components/crud/crud-types';
import { demoList } from '@/i18n/page-messages';
import { showToast } from '@/lib/toaster';
import { type DemoItem, type DemoItemQuery, demoItemsApi } from './api';
import { selectQueryList, selectStandardList } from './selectors';
import { type DemoList, queryList, standardList } from './slice';

const texts = demoList;

/**
 * The saga of one demo list: the generic list saga (loads with `takeLatest`, create and edit with
 * `takeLeading`), and `deleteManyRequested` with `takeLeading`, which deletes the items one by one,
 * says how many went, and loads the page again (a page back when it deleted the whole last page).
 */
export function createDemoListSaga(
  list: DemoList,
  selectState: (state: RootState) => CrudListState<DemoItem, DemoItemQuery>,
) {
  const crudSaga = createCrudSaga({
    list: { slice: list, selectState },
    api: demoItemsApi,
    texts: { created: texts.dialog.saved, updated: texts.dialog.saved, deleted: texts.deleted(1) },
  });
  const { actions } = list;

  function* deleteMany({ payload: ids }: PayloadAction<readonly string[]>): SagaIterator {
    let deleted = 0;
    let failure: string | null = null;
    for (const id of ids) {
      const outcome: ApiOutcome<unknown> = yield call(demoItemsApi.remove, id);
      if (outcome.error === undefined) deleted += 1;
      else failure ??= describeApiError(outcome.error);
    }
    yield put(failure === null ? actions.submitSucceeded() : actions.submitFailed(failure));
    if (deleted === 0) return;
    yield call(showToast, { message: texts.deleted(deleted), intent: Intent.SUCCESS, timeout: 3000 });
    const { items, query }: CrudListState<DemoItem, DemoItemQuery> = yield select(selectState);
    const current = query.current ?? 1;
    const emptied = failure === null && current > 1 && items.every((item) => ids.includes(item.id));
    yield put(actions.listRequested(emptied ? { current: current - 1 } : {}));
  }

  return function* demoListSaga(): SagaIterator {
    yield all([call(crudSaga), takeLeading(actions.deleteManyRequested.type, deleteMany)]);
  };
}

/** The demo lists' saga: the query table and the card list. */
export function* demoListSaga(): SagaIterator {
  yield all([
    call(createDemoListSaga(queryList, selectQueryList)),
    call(createDemoListSaga(standardList, selectStandardList)),
  ]);
}
