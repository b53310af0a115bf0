/** @jest-environment node */
import { END, type EventChannel } from 'redux-saga';
import { type StreamEvent, noticeEvents, readNotice } from './notice-events';

const NOTICE = '{"id":"42","at":"2026-11-28T09:12:03.120Z","kind":"menu_changed","read":false}';

/** A body that sends `chunks` one by one, then ends. */
function body(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

/** Every event of `channel` until END. */
function drain(channel: EventChannel<StreamEvent>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  return new Promise((resolve) => {
    const next = () =>
      channel.take((event: StreamEvent | END) => {
        // END is the one message with a `type`: the stream's events carry none.
        if ('type' in event) resolve(events);
        else {
          events.push(event);
          next();
        }
      });
    next();
  });
}

describe('the notice stream as events', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads retry, heartbeats and notices across chunk boundaries, then ends', async () => {
    const chunks = ['retry: 3000\n\n: heart', 'beat\n\nevent: notice\nid: 42\ndata: ', `${NOTICE}\n\n`];
    expect(await drain(noticeEvents(body(chunks)))).toEqual([
      { retryMs: 3000 },
      { alive: true },
      { notice: JSON.parse(NOTICE) },
    ]);
  });

  it('leaves out an event that is no notice', async () => {
    const chunks = ['event: other\ndata: {}\n\n', 'event: notice\ndata: {"id":"x"}\n\n'];
    expect(await drain(noticeEvents(body(chunks)))).toEqual([]);
  });

  it('checks a notice at the edge', () => {
    expect(readNotice(NOTICE)).toEqual(JSON.parse(NOTICE));
    expect(readNotice('not json')).toBeNull();
    expect(readNotice('{"id":"1","at":"x","kind":"unknown","read":false}')).toBeNull();
    expect(readNotice('{"id":"1","at":"x","kind":"menu_changed"}')).toBeNull();
  });
});
