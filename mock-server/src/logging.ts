import type { Plugin } from '@hapi/hapi';

/** One line per request: method, path (no query), status and time. Never headers, bodies or tokens. */
export const requestLogPlugin: Plugin<void> = {
  name: 'mock-request-log',
  register: (server) => {
    server.events.on('response', (request) => {
      // No response when the client went away before one was sent.
      const response: unknown = request.response;
      const status = response && typeof response === 'object' && 'statusCode' in response ? String(response.statusCode) : '-';
      const ms = Date.now() - request.info.received;
      console.info(`${request.method.toUpperCase()} ${request.path} ${status} ${ms}ms`);
    });
  },
};
