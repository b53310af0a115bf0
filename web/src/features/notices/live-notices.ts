import type { SagaIterator } from 'redux-saga';
import { all, call, delay, fork, put, race, select, spawn, take, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '@/api/api-result';
import { checkAfterChange } from '@/features/menu';
import { isSessionChange, logoutRequested } from '@/features/session';
import { fetchNotices, readNotices } from './api';
import { listed, readUpTo } from './notice-list';
import { menuChangeAnnounced, noticeArrived } from './notice-reactions';
import { untilSessionReady } from './session-ready';
import { type NoticesState, initialNoticesState, noticesChanged, noticesOpened, selectNotices } from './slice';
import { followStream } from './stream-saga';

const NOT_FOUND = 404;

/**
 * The least time between two checks of the tree that announced changes start. A bulk of writes (a
 * script creating a thousand menus) announces a change each; one check now and one once the burst
 * has passed show the same tree, and the client's rate guard (`api/rate-guard.ts`) would refuse
 * the rest.
 */
export const MENU_CHECK_SPACING_MS = 1000;

/**
 * One session's notices: the list, then the stream from its newest notice on. A back end without
 * live notices (404) leaves the bell hidden and the app as it was.
 */
export function* followSession(): SagaIterator {
  const answer: ApiResult<typeof fetchNotices> = yield call(fetchNotices);
  if (answer.response.status === NOT_FOUND) return;
  if (answer.data) yield put(noticesChanged(listed(answer.data)));
  let opened = false;
  const ending: 'unavailable' | 'over' = yield call(followStream, answer.data?.list[0]?.id ?? null, {
    onNotice: noticeArrived,
    *onOpen(): SagaIterator {
      const state: NoticesState = yield select(selectNotices);
      if (!state.available) yield put(noticesChanged({ ...state, available: true }));
      // A change between the tree's load and the stream's first opening was never streamed.
      if (!opened) yield put(menuChangeAnnounced());
      opened = true;
    },
  });
  if (ending === 'unavailable') yield put(noticesChanged(initialNoticesState));
}

/**
 * Follows each session's notices, from its load until it ends (a time-out, another sign-in) or the
 * user asks to leave: from then on the token is being revoked, and a stream opened or a list asked
 * for with it would only be refused.
 */
function* followSessions(): SagaIterator {
  for (;;) {
    yield call(untilSessionReady);
    const { changed }: { changed?: unknown } = yield race({
      followed: call(followSession),
      changed: take(isSessionChange),
      leaving: take(logoutRequested.type),
    });
    if (changed === undefined) yield take(isSessionChange);
  }
}

/**
 * Has the tree checked for each announced change, one check at once and, while changes keep being
 * announced, one per spacing for all announced during it. (redux-saga's `throttle` does the same,
 * but it is the only use of it: it would weigh on every page's shared chunk.)
 */
function* checkAnnouncedChanges(): SagaIterator {
  for (;;) {
    yield take(menuChangeAnnounced.type);
    let announced = true;
    while (announced) {
      yield spawn(checkAfterChange);
      const [, during]: [unknown, { announced?: unknown }] = yield all([
        delay(MENU_CHECK_SPACING_MS),
        race({ announced: take(menuChangeAnnounced.type), over: delay(MENU_CHECK_SPACING_MS) }),
      ]);
      announced = during.announced !== undefined;
    }
  }
}

/** Marks the notices read up to the newest, as the user opened the drawer listing them. */
export function* markRead(): SagaIterator {
  const { list, unread }: NoticesState = yield select(selectNotices);
  const upTo = list[0]?.id;
  if (upTo === undefined || unread === 0) return;
  const result: ApiResult<typeof readNotices> = yield call(readNotices, upTo);
  // A failure leaves them unread; the client has told the user.
  if (result.error) return;
  yield put(noticesChanged(readUpTo(yield select(selectNotices), upTo)));
}

/** The live notices: each session's stream, one per tab, and the read marks. */
export function* liveNotices(): SagaIterator {
  // The checks run here, apart from a stream's reading: a new token ending it must not drop one.
  yield all([fork(followSessions), takeLeading(noticesOpened.type, markRead), fork(checkAnnouncedChanges)]);
}
