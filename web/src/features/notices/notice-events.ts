/** The notice stream's body as events a saga takes: parsed by `eventsource-parser`, checked at the edge. */
import { createParser } from 'eventsource-parser';
import { type EventChannel, END, buffers, eventChannel } from 'redux-saga';
import type { Notice } from './types';

/** What the stream said: a notice, a new reconnection wait (`retry:`), or that it is alive (a heartbeat). */
export type StreamEvent = { notice: Notice } | { retryMs: number } | { alive: true };

const NOTICE_KINDS: ReadonlySet<string> = new Set(['menu_changed', 'export_finished', 'session_ended']);
const NOTICE_ID = /^[0-9]{1,16}$/;

/** The `data:` of a notice event as a `Notice`, or null when it is not one (read as `unknown` at the edge). */
export function readNotice(data: string): Notice | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, at, kind, read } = value as Record<string, unknown>;
  const valid =
    typeof id === 'string' &&
    NOTICE_ID.test(id) &&
    typeof at === 'string' &&
    typeof kind === 'string' &&
    NOTICE_KINDS.has(kind) &&
    typeof read === 'boolean';
  return valid ? (value as Notice) : null;
}

/**
 * The events of a notice stream's body, then `END` when the body ends or fails. Closing the
 * channel cancels the body, which ends the request.
 */
export function noticeEvents(body: ReadableStream<Uint8Array>): EventChannel<StreamEvent> {
  return eventChannel<StreamEvent>((emit) => {
    const parser = createParser({
      onEvent: ({ event, data }) => {
        const notice = event === 'notice' ? readNotice(data) : null;
        if (notice) emit({ notice });
        else console.warn('notice stream: an event that is no notice was left out', event);
      },
      onRetry: (retryMs) => emit({ retryMs }),
      onComment: () => emit({ alive: true }),
    });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const read = async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    };
    // A failed read is a drop like the body's end: the saga reconnects either way.
    read().then(
      () => emit(END),
      () => emit(END),
    );
    return () => {
      reader.cancel().catch(() => undefined);
    };
  }, buffers.expanding(8));
}
