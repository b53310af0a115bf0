import { connect } from 'node:net';
import { readTransport, tooSlow, withHeaderLines } from './transport';

const transport = readTransport();

/** The first response the server wrote on a raw connection, read once the server closed it. */
export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
  /** The body as text. */
  text: string;
}

/** How to talk to the server on a raw connection. */
export interface RawExchange {
  /** Written as soon as the connection is open. */
  send: string;
  /** Then written one character at a time, a slow client's way, until the server closes the socket. */
  trickle?: string;
  /**
   * Milliseconds between trickled characters.
   * @default 50
   */
  trickleMs?: number;
}

function parse(raw: string): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`no complete response head in ${JSON.stringify(raw.slice(0, 300))}`);
  const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine!)?.[1]);
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const length = Number(headers['content-length'] ?? raw.length);
  const text = raw.slice(end + 4, end + 4 + length);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status, headers, body, text };
}

/**
 * Opens a TCP connection to `port` on the loopback, writes `send` (with the run's headers after its
 * request line) and `trickle`, slowly, and answers the first response once the server has closed
 * the connection. A server that never closes it fails the exchange after the run's time limit, or
 * leaves the promise pending, so the test's own time-out fails it.
 */
export function rawExchange(port: number, { send, trickle = '', trickleMs = 50 }: RawExchange): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let slow: NodeJS.Timeout | undefined;
    // The trickle starts once `send` is written: started before, on a loaded machine whose connect
    // took longer than one interval, its first character went ahead of the request line.
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(withHeaderLines(send, transport.headers));
      let next = 0;
      slow = setInterval(() => {
        if (next < trickle.length && socket.writable) socket.write(trickle[next++]!);
      }, trickleMs);
    });
    const { timeoutMs } = transport;
    const limit =
      timeoutMs === null
        ? undefined
        : setTimeout(() => {
            reject(new Error(tooSlow(`raw request ${JSON.stringify(send.split('\r\n')[0])}`, timeoutMs)));
            socket.destroy();
          }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may reset a connection it gave up on; what it wrote before still counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(slow);
      clearTimeout(limit);
      try {
        resolve(parse(Buffer.concat(chunks).toString('latin1')));
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}
