import Boom from '@hapi/boom';
import type { Request, ResponseObject, ResponseToolkit, Server } from '@hapi/hapi';

/**
 * Registers `change` on the parsed body of every successful JSON answer, serialized ones included
 * (the mock answers `GET /pub/current/user` with bytes it made earlier).
 */
export const onJsonBody = (server: Server, change: (body: unknown) => void) =>
  server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
    const response = request.response;
    if (Boom.isBoom(response)) return h.continue;
    const { source } = response as ResponseObject & { source: unknown };
    const json = /^application\/json/.test(String((response as ResponseObject).headers['content-type'] ?? ''));
    if (Buffer.isBuffer(source) && json) {
      const body: unknown = JSON.parse(source.toString('utf8'));
      change(body);
      (response as ResponseObject & { source: unknown }).source = Buffer.from(JSON.stringify(body));
    } else if (source !== null && typeof source === 'object' && !Buffer.isBuffer(source)) change(source);
    return h.continue;
  });
