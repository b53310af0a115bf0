import type { Plugin } from '@hapi/hapi';

/** One line per request: method, path (no query), status and time. Never headers, bodies or tokens. */
export const requestLogPlugin: Plugin<void> = {
  name: 'mock-request-log',
  register: (server) => {
    server.events.on('response', (request) => {
      const status = 'statusCode' in request.response ? request.response.statusCode : '-';
      const ms = Date.now() - request.info.received;
      console.info(`${request.method.toUpperCase()} ${request.path} ${status} ${ms}ms`);
    });
  },
};
