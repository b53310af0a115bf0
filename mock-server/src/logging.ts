import type { Plugin } from '@hapi/hapi';
import { stdoutLines } from './buffered-lines';
import { REFUSAL_EVENT, type Refusal } from './http-listener';

/**
 * One line per request: method, path (no query), status and time; a request refused before Hapi
 * (http-listener.ts: no Host, malformed, too large, too slow) has `refused` for its time. Never
 * headers, bodies or tokens.
 * Buffered off the request's path (buffered-lines.ts), written out at the latest when the server
 * stops or the process exits.
 */
export const requestLogPlugin: Plugin<void> = {
  name: 'mock-request-log',
  register: (server) => {
    const lines = stdoutLines();
    server.events.on('response', (request) => {
      // No response when the client went away before one was sent.
      const response: unknown = request.response;
      const status =
        response && typeof response === 'object' && 'statusCode' in response ? String(response.statusCode) : '-';
      // Hapi stamps `completed` just before this event.
      const ms = request.info.completed - request.info.received;
      lines.add(`${request.method.toUpperCase()} ${request.path} ${status} ${ms}ms`);
    });
    server.event(REFUSAL_EVENT);
    server.events.on(REFUSAL_EVENT.name, ({ method, path, status }: Refusal) =>
      lines.add(`${method} ${path} ${status} refused`),
    );
    // Synchronously: index.ts exits right after the stop, and a write queued on a full pipe would be lost.
    server.ext('onPostStop', () => lines.drain());
  },
};
