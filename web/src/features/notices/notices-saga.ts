import type { SagaIterator } from 'redux-saga';
import { call, delay } from 'redux-saga/effects';
import { untilSessionReady } from './session-ready';

/**
 * How long after the first session has loaded the notices' code is fetched: the first page's
 * requests and chunks go first. Later sessions of the page load follow at once.
 */
export const START_AFTER_MS = 2000;

const loadLive = () => import('./live');

/**
 * The notices' effects, from the main layout's start: once a session has loaded, the live part
 * (the stream, the bell's drawer, the parser) is fetched and followed for this and every later
 * session of the page load.
 */
export function* noticesSaga(): SagaIterator {
  // Outside a browser (the router's tests run in Node) there is no stream to read.
  if (typeof window === 'undefined') return;
  yield call(untilSessionReady);
  yield delay(START_AFTER_MS);
  const live: Awaited<ReturnType<typeof loadLive>> = yield call(loadLive);
  yield call(live.liveNotices);
}
