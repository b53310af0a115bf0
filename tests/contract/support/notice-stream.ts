import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { components } from '@shared/contract/schema';
import { contract } from './openapi-validator';
import { readTransport } from './transport';

type Notice = components['schemas']['Notice'];

const transport = readTransport();

/** What a notice stream carried: a comment line, the `retry` field, or a `notice` event (checked against the contract). */
export type StreamItem =
  { kind: 'comment'; text: string } | { kind: 'retry'; ms: number } | { kind: 'notice'; id: string; notice: Notice };

/** An answer of `GET /pub/current/notices/stream`, read as it arrives. */
export interface NoticeStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The whole body of an answer that is no stream (a refusal), once it ended. */
  text: () => Promise<string>;
  /** The next item within `ms`; null when the stream ended first; rejects when neither happens in time. */
  next: (ms: number) => Promise<StreamItem | null>;
  /** The next notice within `ms`, passing over comments; null when the stream ended first. */
  nextNotice: (ms: number) => Promise<Notice | null>;
  /** Every item up to the end of the stream, which must come within `ms`. */
  rest: (ms: number) => Promise<StreamItem[]>;
  /** Closes the connection (idempotent). */
  close: () => void;
}

/** One block of lines (an event, or comments) as the HTML standard's event stream parser reads it. */
function itemsOf(block: string[]): StreamItem[] {
  const items: StreamItem[] = [];
  const fields: Record<string, string> = {};
  for (const line of block) {
    if (line.startsWith(':')) {
      items.push({ kind: 'comment', text: line.slice(1).trim() });
      continue;
    }
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    fields[name] = name === 'data' && fields.data !== undefined ? `${fields.data}\n${value}` : value;
  }
  if (fields.retry !== undefined) items.push({ kind: 'retry', ms: Number(fields.retry) });
  if (fields.data !== undefined) {
    if (fields.event !== 'notice') throw new Error(`an event other than notice: ${JSON.stringify(fields)}`);
    const notice = JSON.parse(fields.data) as Notice;
    const errors = contract.errorsFor('/components/schemas/Notice', notice);
    if (errors) throw new Error(`a notice that breaks the contract's Notice: ${errors}: ${fields.data}`);
    if (fields.id !== notice.id) throw new Error(`the event's id ${fields.id} is not its notice's ${notice.id}`);
    items.push({ kind: 'notice', id: fields.id, notice });
  }
  return items;
}

/** Every stream opened and not yet closed, so a test file can close what a failed test left open. */
const open = new Set<NoticeStream>();

/** Closes every stream still open (an `afterEach` of the files that open streams). */
export const closeNoticeStreams = () => [...open].forEach((stream) => stream.close());

/**
 * Opens `GET <apiBaseUrl>/pub/current/notices/stream` as the bearer of `token` (none when null),
 * with `lastEventId` when given, the run's headers and `headers`; answers once the head arrived.
 */
export function openNoticeStream(
  apiBaseUrl: string,
  token: string | null,
  lastEventId?: string,
  headers: Record<string, string> = {},
): Promise<NoticeStream> {
  const url = new URL(`${apiBaseUrl}/pub/current/notices/stream`);
  const client = url.protocol === 'https:' ? https : http;
  const sent: Record<string, string> = { ...transport.headers, ...headers, Accept: 'text/event-stream' };
  if (token !== null) sent.Authorization = `Bearer ${token}`;
  if (lastEventId !== undefined) sent['Last-Event-ID'] = lastEventId;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers: sent, agent: false }, (res: IncomingMessage) => {
      res.setEncoding('utf8');
      const items: StreamItem[] = [];
      let raw = '';
      let pending = '';
      let block: string[] = [];
      let ended = false;
      let failure: Error | null = null;
      let wake: () => void = () => undefined;
      res.on('data', (chunk: string) => {
        raw += chunk;
        pending += chunk;
        const lines = pending.split(/\r\n|\r|\n/);
        pending = lines.pop()!;
        for (const line of lines) {
          if (line !== '') block.push(line);
          else {
            try {
              items.push(...itemsOf(block));
            } catch (error) {
              failure = error as Error;
            }
            block = [];
          }
        }
        wake();
      });
      const end = () => {
        ended = true;
        open.delete(stream);
        wake();
      };
      res.on('end', end);
      res.on('close', end);
      res.on('error', end);
      const next = (ms: number) =>
        new Promise<StreamItem | null>((settle, fail) => {
          const timer = setTimeout(() => fail(new Error(`nothing on the notice stream within ${ms} ms`)), ms);
          const look = () => {
            if (failure) fail(failure);
            else if (items.length > 0) settle(items.shift()!);
            else if (ended) settle(null);
            else return;
            clearTimeout(timer);
            wake = () => undefined;
          };
          wake = look;
          look();
        });
      const stream: NoticeStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => new Promise((settle) => (ended ? settle(raw) : res.once('end', () => settle(raw)))),
        next,
        nextNotice: async (ms) => {
          const until = Date.now() + ms;
          for (;;) {
            const item = await next(Math.max(until - Date.now(), 1));
            if (item === null || item.kind === 'notice') return item?.notice ?? null;
          }
        },
        rest: async (ms) => {
          const until = Date.now() + ms;
          const all: StreamItem[] = [];
          for (let item = await next(ms); item !== null; item = await next(Math.max(until - Date.now(), 1)))
            all.push(item);
          return all;
        },
        close: () => {
          open.delete(stream);
          request.destroy();
        },
      };
      open.add(stream);
      resolve(stream);
    });
    request.on('error', reject);
  });
}

/**
 * Asserts that `stream` is what the contract documents for its status: a 200's head (its body is
 * the stream itself), or a refusal's whole answer, whose error body it answers.
 */
export async function checkStream(stream: NoticeStream): Promise<{ error?: { code: number; reason?: string } }> {
  const path = '/pub/current/notices/stream';
  if (stream.status === 200) {
    contract.assertResponse('GET', path, { status: 200, headers: stream.headers, text: '', body: '' });
    return {};
  }
  const text = await stream.text();
  const body = JSON.parse(text) as { error?: { code: number; reason?: string } };
  contract.assertResponse('GET', path, { status: stream.status, headers: stream.headers, text, body });
  return body;
}
