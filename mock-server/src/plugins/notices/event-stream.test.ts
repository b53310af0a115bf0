import { HEARTBEAT, RETRY_FIELD, noticeEvent } from './event-stream';

describe('the event stream’s lines', () => {
  it('writes a notice as one event named notice, its id, and its JSON on one data line', () => {
    const text = noticeEvent({ id: '42', at: '2026-11-28T09:12:03.120Z', kind: 'menu_changed', read: false });
    expect(text).toBe(
      'event: notice\nid: 42\ndata: {"id":"42","at":"2026-11-28T09:12:03.120Z","kind":"menu_changed","read":false}\n\n',
    );
  });

  it('keeps a notice whose text holds line breaks on one data line', () => {
    const text = noticeEvent({ id: '1', at: '2026-11-28T09:12:03.120Z\n', kind: 'menu_changed', read: false });
    expect(text.split('\n').filter((line) => line.startsWith('data: '))).toHaveLength(1);
    expect(text.endsWith('\n\n')).toBe(true);
  });

  it('starts with retry: 3000 and beats with a comment line', () => {
    expect(RETRY_FIELD).toBe('retry: 3000\n\n');
    expect(HEARTBEAT).toBe(': heartbeat\n\n');
  });
});
