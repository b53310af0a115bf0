/** One notice stream kept open: read, reconnected after a drop, opened again with each new token. */
import { END, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, race, take, takeMaybe } from 'redux-saga/effects';
import type { ApiResult } from '@/api/api-result';
import { tokenAdopted, tokenRefreshed } from '@/features/session';
import { openNoticeStream } from './api';
import { type StreamEvent, noticeEvents } from './notice-events';
import { DEFAULT_RETRY_MS, reconnectDelayMs } from './reconnect-delay';
import type { Notice } from './types';

/**
 * A stream silent this long is taken for dropped (a connection lost while a laptop slept): the
 * server sends a heartbeat at least every 15 s.
 */
export const SILENCE_MS = 45_000;

const NOT_FOUND = 404;

/**
 * A new token of the same session: its stream is opened at once, since the server ends a replaced
 * token's stream when its grace ends.
 */
const TOKEN_RENEWED = [tokenRefreshed.type, tokenAdopted.type];

/** How one connection ended. */
export type StreamEnd =
  /** 404: this back end has no live notices. */
  | { end: 'unavailable' }
  /** The session ended: nothing to reconnect to. */
  | { end: 'over' }
  /** An open stream ended, failed or fell silent. */
  | { end: 'dropped' }
  /** No stream: a refusal (its `Retry-After`, 0 without one), a failure or no answer. */
  | { end: 'refused'; retryAfterMs: number };

/** What one connection hands the next: the last notice id received and the server's wait. */
export interface StreamLink {
  lastId: string | null;
  retryMs: number;
}

/** The stream's handlers: each notice (answers whether the session is over), and each opening. */
export interface StreamHandlers {
  onNotice: (notice: Notice) => SagaIterator<boolean>;
  onOpen: () => SagaIterator;
}

/** A refusal's `Retry-After` in milliseconds, 0 without one. */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After') ?? '');
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/** Opens the stream with `link`'s last id, and reads it until it ends. */
export function* readStream(link: StreamLink, handlers: StreamHandlers): SagaIterator<StreamEnd> {
  const controller = new AbortController();
  try {
    const result: ApiResult<typeof openNoticeStream> = yield call(openNoticeStream, link.lastId, controller.signal);
    if (result.response.status === NOT_FOUND) return { end: 'unavailable' };
    if (!result.data) return { end: 'refused', retryAfterMs: retryAfterMs(result.response) };
    yield call(handlers.onOpen);
    const events: EventChannel<StreamEvent> = yield call(noticeEvents, result.data);
    try {
      for (;;) {
        const { event }: { event?: StreamEvent | END } = yield race({
          event: takeMaybe(events),
          silent: delay(SILENCE_MS),
        });
        if (event === undefined || event === END) return { end: 'dropped' };
        if ('retryMs' in event) link.retryMs = event.retryMs;
        if ('notice' in event) {
          link.lastId = event.notice.id;
          if (yield call(handlers.onNotice, event.notice)) return { end: 'over' };
        }
      }
    } finally {
      events.close();
    }
  } finally {
    // Ends the request however the reading ended: a drop, the session's end, a new token.
    controller.abort();
  }
}

/**
 * Keeps the session's stream open from notice `lastId` on: after a drop it waits the server's
 * `retry` (longer after each failed try, see `reconnectDelayMs`) and asks for what came after the
 * last notice received (`Last-Event-ID`); a new token opens it again at once. Ends when the back
 * end has no live notices or the session is over.
 */
export function* followStream(lastId: string | null, handlers: StreamHandlers): SagaIterator<'unavailable' | 'over'> {
  const link: StreamLink = { lastId, retryMs: DEFAULT_RETRY_MS };
  let failures = 0;
  for (;;) {
    const { ended }: { ended?: StreamEnd } = yield race({
      ended: call(readStream, link, handlers),
      renewed: take(TOKEN_RENEWED),
    });
    if (ended === undefined) {
      failures = 0;
      continue;
    }
    if (ended.end === 'unavailable' || ended.end === 'over') return ended.end;
    failures = ended.end === 'refused' ? failures + 1 : 0;
    const random: number = yield call(Math.random);
    const wait = reconnectDelayMs(link.retryMs, failures, random, ended.end === 'refused' ? ended.retryAfterMs : 0);
    yield race({ waited: delay(wait), renewed: take(TOKEN_RENEWED) });
  }
}
