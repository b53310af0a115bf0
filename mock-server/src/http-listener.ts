import {
  type IncomingMessage,
  type Server as HttpServer,
  STATUS_CODES,
  type ServerResponse,
  createServer,
} from 'node:http';
import type { Duplex } from 'node:stream';
import type { Plugin } from '@hapi/hapi';
import type { MockConfig } from './config';

type Limits = Pick<MockConfig, 'headersTimeoutMs' | 'requestTimeoutMs' | 'maxHeaderBytes'>;

/** The messages of the refusals Hapi never sees, by status. */
const MESSAGES: Record<number, string> = {
  400: 'malformed HTTP request',
  405: 'method not allowed',
  408: 'request not received in time',
  413: 'chunk extensions too large',
  431: 'request line or headers too large',
};

/**
 * The headers Hapi's `routes.security` and its error answers put on every refusal (server.ts), for
 * the refusals Hapi never sees; a test holds the two equal.
 */
export const RAW_REFUSAL_HEADERS: Readonly<Record<string, string>> = {
  'x-frame-options': 'DENY',
  'x-xss-protection': '0',
  'x-download-options': 'noopen',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-cache',
};

/** The message of the refusal of an HTTP/1.1 request without a Host header. */
export const MISSING_HOST = 'the Host header is missing';

/**
 * The server event each refusal made here emits, which the request log writes (logging.ts): these
 * requests never reach Hapi, whose `response` event the log follows. `method` and `path` are `-`
 * when the request could not be read.
 */
export const REFUSAL_EVENT = { name: 'http-refusal', shared: true } as const;

export interface Refusal {
  method: string;
  path: string;
  status: number;
}

type Refused = (refusal: Refusal) => void;

/** The path of a request target, without its query (the log never shows one). */
const pathOf = (target: string | undefined): string => target?.split('?')[0] || '-';

const errorBody = (status: number, message: string) => JSON.stringify({ error: { code: status, message } });

/** The headers of a refusal answered outside Hapi carrying `body`, which closes the connection after it. */
const refusalHeaders = (body: string): Record<string, string> => ({
  'Content-Type': 'application/json; charset=utf-8',
  ...RAW_REFUSAL_HEADERS,
  'Content-Length': String(Buffer.byteLength(body)),
  // A client this far off the protocol gets no second request on the connection.
  Connection: 'close',
});

/** A whole HTTP/1.1 response carrying the contract's error body, closing the connection. */
export function rawErrorResponse(status: number): Buffer {
  const body = errorBody(status, MESSAGES[status] ?? 'bad request');
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    ...Object.entries(refusalHeaders(body)).map(([name, value]) => `${name}: ${value}`),
  ];
  return Buffer.from(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/** The status for an error of Node's HTTP parser or its time-outs. */
export function clientErrorStatus(code: string | undefined): number {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    default:
      return 400;
  }
}

/**
 * The HTTP server Hapi listens with: slow request heads and bodies time out (Node checks its
 * connections a few times a second rather than every 30 s, so a socket goes soon after its
 * time-out), and the request head has a fixed size limit whatever `--max-http-header-size` says.
 */
export function createListener({ headersTimeoutMs, requestTimeoutMs, maxHeaderBytes }: Limits): HttpServer {
  return createServer({
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.max(
      10,
      Math.min(250, Math.floor(Math.min(headersTimeoutMs, requestTimeoutMs) / 4)),
    ),
    maxHeaderSize: maxHeaderBytes,
    // Checked in front of Hapi instead (`frontRequests`), so that the refusal carries the error body.
    requireHostHeader: false,
  });
}

/** Writes `status` with the error body unless a response already started on `socket`, then closes it. */
function refuse(socket: Duplex, status: number, started: boolean): void {
  if (socket.writable && !started) socket.end(rawErrorResponse(status), () => socket.destroy());
  else socket.destroy();
}

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
}

type Exchanges = WeakMap<Duplex, Exchange>;

/**
 * Answers what Node refuses before Hapi sees a request with the contract's error body instead of
 * Hapi's bare `400 Bad Request`: malformed HTTP (400), a request head over the limit (431), a time-out
 * (408), and CONNECT (405: without a listener Node drops it unanswered).
 */
function answerClientErrors(listener: HttpServer, latest: Exchanges, refused: Refused): void {
  // Hapi's own handler writes a bare 400 for every one of these, or a 400 through a request in flight.
  listener.removeAllListeners('clientError');
  listener.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    const status = clientErrorStatus(err.code);
    // The parser failed on this request: its method and path were never read. A client gone (a
    // reset) left no request to refuse.
    if (socket.writable && err.code !== 'ECONNRESET') refused({ method: '-', path: '-', status });
    const exchange = latest.get(socket);
    if (!exchange || exchange.res.writableEnded) return refuse(socket, status, false);
    // The fault lies in what was pipelined after a whole request: that request still gets its answer.
    if (exchange.req.complete) return void exchange.res.once('close', () => refuse(socket, status, false));
    refuse(socket, status, exchange.res.headersSent);
  });
  listener.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    refused({ method: 'CONNECT', path: '-', status: 405 });
    refuse(socket, 405, false);
  });
}

/** The 400 of an HTTP/1.1 request without Host, with the error body; the connection closes after it. */
function refuseMissingHost(res: ServerResponse): void {
  const body = errorBody(400, MISSING_HOST);
  res.writeHead(400, refusalHeaders(body)).end(body);
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts one listener in front of Hapi's (which must already be on `listener`): it remembers each
 * socket's latest exchange for the client-error answers, refuses an HTTP/1.1 request without Host
 * (RFC 9112 §3.2; Node's own check would answer without the error body), and hands every other
 * request to Hapi. One plain call per request, where a Hapi `onRequest` extension cost every
 * request a step of Hapi's lifecycle.
 */
function frontRequests(listener: HttpServer, latest: Exchanges, refused: Refused): void {
  for (const event of ['request', 'checkContinue'] as const) {
    const hapi = listener.listeners(event) as RequestListener[];
    listener.removeAllListeners(event);
    listener.on(event, (req: IncomingMessage, res: ServerResponse) => {
      latest.set(req.socket, { req, res });
      if (req.httpVersion === '1.1' && req.headers.host === undefined) {
        refused({ method: req.method ?? '-', path: pathOf(req.url), status: 400 });
        return refuseMissingHost(res);
      }
      for (const dispatch of hapi) dispatch(req, res);
    });
  }
}

/** Every refusal at the HTTP level answers the contract's error body (register before listening). */
export const httpEdgesPlugin: Plugin<void> = {
  name: 'mock-http-edges',
  register: (server) => {
    const latest: Exchanges = new WeakMap();
    server.event(REFUSAL_EVENT);
    const refused: Refused = (refusal) => void server.events.emit(REFUSAL_EVENT.name, refusal);
    frontRequests(server.listener, latest, refused);
    answerClientErrors(server.listener, latest, refused);
  },
};
