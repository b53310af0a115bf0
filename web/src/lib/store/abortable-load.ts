import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { type CallEffect, cancelled, put } from 'redux-saga/effects';
import { describeApiError } from '@/api/api-error';
import type { ApiOutcome } from '@/api/api-result';

/**
 * One load of a `takeLatest` saga: yields the `call` that `request` makes with an abort signal,
 * then puts `loaded(data)` or `failed(message)`. A newer load cancels this one, and the request is
 * aborted with it, so the superseded answer is neither waited for nor reported.
 */
export function* abortableLoad<Data>(
  request: (signal: AbortSignal) => CallEffect,
  loaded: (data: Data) => Action,
  failed: (message: string) => Action,
): SagaIterator {
  const controller = new AbortController();
  try {
    const result: ApiOutcome<Data> = yield request(controller.signal);
    if (result.error !== undefined) yield put(failed(describeApiError(result.error)));
    else yield put(loaded(result.data));
  } finally {
    if (yield cancelled()) controller.abort();
  }
}
