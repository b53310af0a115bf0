import { combineReducers } from '@reduxjs/toolkit';
import { type Channel, type SagaIterator, buffers, channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { all, fork } from 'redux-saga/effects';
import { fetchMenuTree } from '@/features/menu/api';
import { initialMenuFreshnessState, menuFreshnessSlice } from '@/features/menu/freshness-slice';
import { watchMenuRefresh } from '@/features/menu/refresh-saga';
import {
  initialSessionState,
  loggedOut,
  logoutRequested,
  sessionSlice,
  tokenRefreshed,
} from '@/features/session/slice';
import { notices as texts } from '@/i18n/notices-messages';
import { navigateTo } from '@/lib/navigation';
import { clearToasts, showNotice } from '@/lib/toaster';
import { failure } from '@/testing/saga-harness';
import { fetchNotices, openNoticeStream, readNotices } from './api';
import { MENU_CHECK_SPACING_MS, liveNotices } from './live-notices';
import { type StreamEvent, noticeEvents } from './notice-events';
import { initialNoticesState, noticesOpened, noticesSlice } from './slice';
import type { Notice, SessionEndReason } from './types';

const reducer = combineReducers({
  session: sessionSlice.reducer,
  menuFreshness: menuFreshnessSlice.reducer,
  notices: noticesSlice.reducer,
});
const signedIn = () => ({
  session: { ...initialSessionState, token: 'Bearer old', status: 'ready' as const },
  menuFreshness: initialMenuFreshnessState,
  notices: initialNoticesState,
});

const AT = '2026-11-28T09:12:03.120Z';
const menuChanged = (id: string): Notice => ({ id, at: AT, kind: 'menu_changed', read: false });
const exportFinished = (id: string, read = false): Notice => ({
  id,
  at: AT,
  kind: 'export_finished',
  list: 'users',
  rows: 5000,
  read,
});
const sessionEnded = (reason: SessionEndReason): Notice => ({
  id: '5',
  at: AT,
  kind: 'session_ended',
  read: false,
  reason,
});

const ok = <T>(data: T, status = 200) => ({ data, response: { status, ok: true, headers: new Headers() } });

/**
 * What each connection of the stream does, in order: the events it sends, then whether it drops
 * (its body ends) or stays open. A connection past the script stays open and silent; `refused`
 * answers the opening with a failure instead.
 */
type Connection = { events?: StreamEvent[]; drops?: boolean } | { refused: ReturnType<typeof failure> };

/** The stream's stand-ins: every opening's Last-Event-ID and signal, and its scripted events. */
function streamScript(
  connections: Connection[],
  listed: unknown = ok({ list: [exportFinished('5', true)], unread: 0 }),
) {
  // Each opening's Last-Event-ID, its signal, and whether the earlier openings were closed by then.
  const opened: { lastId: string | null; signal: AbortSignal; earlierClosed: boolean }[] = [];
  const script = [...connections];
  const current: Connection[] = [];
  const provide: [matchers.Matcher, unknown][] = [
    [matchers.call.fn(fetchNotices), listed],
    [
      matchers.call.fn(openNoticeStream),
      dynamic(({ args: [lastId, signal] }: { args: [string | null, AbortSignal] }) => {
        opened.push({ lastId, signal, earlierClosed: opened.every((earlier) => earlier.signal.aborted) });
        const connection = script.shift() ?? {};
        current.push(connection);
        return 'refused' in connection ? connection.refused : ok({} as ReadableStream);
      }),
    ],
    [
      matchers.call.fn(noticeEvents),
      dynamic(() => {
        const connection = current.shift() ?? {};
        const events: Channel<StreamEvent> = channel(buffers.expanding());
        if ('refused' in connection) return events;
        for (const event of connection.events ?? []) events.put(event);
        if (connection.drops) events.close();
        return events;
      }),
    ],
    // Asynchronous as the toaster is: the sign-out must outlive the session it ends.
    [matchers.call.fn(clearToasts), dynamic(() => Promise.resolve())],
    [matchers.call.fn(showNotice), undefined],
    [matchers.call.fn(navigateTo), undefined],
  ];
  return { opened, provide: provide as never };
}

// The server's `retry` of the scripts: a reconnection waits at most this (half to all of it).
const RETRY = { retryMs: 2 };

describe('the live notices saga', () => {
  it('lists the notices, then opens the stream from the newest, and reconnects after a drop with the last id received', async () => {
    const { opened, provide } = streamScript([
      { events: [RETRY, { notice: exportFinished('7') }], drops: true },
      { events: [{ notice: menuChanged('8') }] },
    ]);
    const { storeState } = await expectSaga(liveNotices)
      .withReducer(reducer, signedIn())
      .provide(provide)
      .silentRun(100);
    expect(opened.map(({ lastId }) => lastId)).toEqual(['5', '7']);
    expect(storeState.notices).toEqual({
      available: true,
      list: [menuChanged('8'), exportFinished('7'), exportFinished('5', true)],
      unread: 2,
    });
  });

  it("takes a replayed notice once, and waits longer after each refusal in a row, at least the refusal's Retry-After", async () => {
    const refusal = failure(429, 'too many streams');
    refusal.response.headers.set('Retry-After', '0.05');
    const { opened, provide } = streamScript([
      { events: [RETRY, { notice: exportFinished('7') }], drops: true },
      { refused: refusal },
      { events: [{ notice: exportFinished('7') }] },
    ]);
    const started = Date.now();
    const { storeState } = await expectSaga(liveNotices)
      .withReducer(reducer, signedIn())
      .provide(provide)
      .silentRun(200);
    expect(opened.map(({ lastId }) => lastId)).toEqual(['5', '7', '7']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(storeState.notices.list.map(({ id }: Notice) => id)).toEqual(['7', '5']);
  });

  it('stops quietly on a back end without live notices: no stream, no bell', async () => {
    const { opened, provide } = streamScript([], failure(404, 'Not Found'));
    const { storeState } = await expectSaga(liveNotices)
      .withReducer(reducer, signedIn())
      .provide(provide)
      .silentRun(50);
    expect(opened).toEqual([]);
    expect(storeState.notices).toEqual(initialNoticesState);
  });

  it('hides the bell and stops when the stream answers 404', async () => {
    const { opened, provide } = streamScript([{ refused: failure(404, 'Not Found') }]);
    const { storeState } = await expectSaga(liveNotices)
      .withReducer(reducer, signedIn())
      .provide(provide)
      .silentRun(50);
    expect(opened).toHaveLength(1);
    expect(storeState.notices).toEqual(initialNoticesState);
  });

  it('has the menu tree checked on its first opening and on a menu_changed, so the sidebar follows, a burst of changes in two checks a second', async () => {
    const burst = ['6', '7', '8', '9', '10', '11', '12', '13'].map((id) => ({ notice: menuChanged(id) }));
    const { provide } = streamScript([{ events: burst }]);
    const checked: (string | null)[] = [];
    const withMenu = function* (): SagaIterator {
      yield all([fork(liveNotices), fork(watchMenuRefresh)]);
    };
    await expectSaga(withMenu)
      .withReducer(reducer, signedIn())
      .provide([
        [
          matchers.call.fn(fetchMenuTree),
          dynamic(({ args: [tag] }: { args: [string | null] }) => {
            checked.push(tag);
            return { error: '', response: { status: 304, ok: false, headers: new Headers() } };
          }),
        ],
        ...provide,
      ])
      .silentRun(MENU_CHECK_SPACING_MS + 300);
    // The opening's check at once, then one for all that came during the spacing.
    expect(checked).toHaveLength(2);
  });

  it.each(['account_disabled', 'account_deleted', 'password_changed'] as const)(
    'signs the user out saying why when the server ended the session (%s), and does not reconnect',
    async (reason) => {
      const { opened, provide } = streamScript([{ events: [RETRY, { notice: sessionEnded(reason) }], drops: true }]);
      const { storeState } = await expectSaga(liveNotices)
        .withReducer(reducer, signedIn())
        .provide(provide)
        .put(loggedOut())
        .call(showNotice, { message: texts.ended[reason], level: 'warning' })
        .call(navigateTo, '/login')
        .silentRun(50);
      expect(opened).toHaveLength(1);
      expect(storeState.session.token).toBeNull();
    },
  );

  it("leaves a logout to the session's own flow: no second sign-out, no reconnection", async () => {
    const { opened, provide } = streamScript([{ events: [RETRY, { notice: sessionEnded('logout') }], drops: true }]);
    await expectSaga(liveNotices)
      .withReducer(reducer, signedIn())
      .provide(provide)
      .not.put(loggedOut())
      .not.call.fn(showNotice)
      .silentRun(50);
    expect(opened).toHaveLength(1);
  });

  it('reconnects after an expiry, so the session meets its fate by its token (a new stream, or the time-out flow)', async () => {
    const { opened, provide } = streamScript([{ events: [RETRY, { notice: sessionEnded('expired') }], drops: true }]);
    await expectSaga(liveNotices).withReducer(reducer, signedIn()).provide(provide).not.put(loggedOut()).silentRun(50);
    expect(opened).toHaveLength(2);
  });

  it('opens the stream again at once with a refreshed token, closing the old one', async () => {
    const { opened, provide } = streamScript([{ events: [{ notice: exportFinished('6') }] }]);
    const refreshed = tokenRefreshed({ token: 'Bearer new', expiresAt: 2_000_000_000 });
    const { storeState } = await expectSaga(liveNotices)
      .withReducer(reducer, signedIn())
      .provide(provide)
      .delay(20)
      .dispatch(refreshed)
      .silentRun(60);
    expect(opened.map(({ lastId }) => lastId)).toEqual(['5', '6']);
    expect(opened[1]?.earlierClosed).toBe(true);
    expect(storeState.session.token).toBe('Bearer new');
  });

  it('closes the stream at logout and forgets the notices, then follows the next session', async () => {
    const { opened, provide } = streamScript([{}]);
    const { storeState } = await expectSaga(liveNotices)
      .withReducer(reducer, signedIn())
      .provide(provide)
      .delay(20)
      .dispatch(loggedOut())
      .silentRun(60);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.signal.aborted).toBe(true);
    expect(storeState.notices).toEqual(initialNoticesState);
  });

  it('closes the stream as soon as the user asks to leave, and opens none with the token being revoked', async () => {
    // The stream drops while the logout is on its way: it waits the server's retry, then opens none.
    const { opened, provide } = streamScript([{ events: [{ retryMs: 40 }], drops: true }]);
    await expectSaga(liveNotices)
      .withReducer(reducer, signedIn())
      .provide(provide)
      .delay(10)
      .dispatch(logoutRequested())
      .silentRun(150);
    expect(opened).toHaveLength(1);

    const open = streamScript([{}]);
    await expectSaga(liveNotices)
      .withReducer(reducer, signedIn())
      .provide(open.provide)
      .delay(20)
      .dispatch(logoutRequested())
      .silentRun(60);
    expect(open.opened).toHaveLength(1);
    expect(open.opened[0]?.signal.aborted).toBe(true);
  });

  it('marks the notices read up to the newest when the drawer opens', async () => {
    const { provide } = streamScript([{ events: [{ notice: exportFinished('7') }] }]);
    const { storeState } = await expectSaga(liveNotices)
      .withReducer(reducer, signedIn())
      .provide([[matchers.call.fn(readNotices), ok({ status: 'OK' })], ...provide])
      .call(readNotices, '7')
      .delay(20)
      .dispatch(noticesOpened())
      .silentRun(60);
    expect(storeState.notices.unread).toBe(0);
    expect(storeState.notices.list.every(({ read }: Notice) => read)).toBe(true);
  });
});
