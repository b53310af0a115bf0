import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import type { Server } from '@hapi/hapi';
import { MISSING_HOST, RAW_REFUSAL_HEADERS, clientErrorStatus, rawErrorResponse } from './http-listener';
import { testServer } from './test-support';
import { rawExchange } from '../../tests/contract/support/raw-http';

describe('the HTTP listener', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await server?.stop({ timeout: 100 });
    server = undefined;
  });

  it('has the documented limits by default (10 s for a head, 10 s for a whole request, 16 KB of head), and takes overrides', async () => {
    server = await testServer();
    expect(server.listener).toMatchObject({ headersTimeout: 10_000, requestTimeout: 10_000, maxHeaderSize: 16_384 });
    await server.stop();
    server = await testServer({ headersTimeoutMs: 200, requestTimeoutMs: 500, maxHeaderBytes: 2048 });
    expect(server.listener).toMatchObject({ headersTimeout: 200, requestTimeout: 500, maxHeaderSize: 2048 });
  });

  it.each([
    ['ERR_HTTP_REQUEST_TIMEOUT', 408],
    ['HPE_HEADER_OVERFLOW', 431],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413],
    ['HPE_INVALID_METHOD', 400],
    [undefined, 400],
  ])('maps the parser error %s to %i', (code, status) => {
    expect(clientErrorStatus(code)).toBe(status);
  });

  it('writes a whole response with the error body and Connection: close', () => {
    const text = rawErrorResponse(408).toString();
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(head).toContain('Connection: close');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body!)}`);
    expect(JSON.parse(body!)).toEqual({ error: { code: 408, message: 'request not received in time' } });
  });

  it('puts on a raw refusal the security and cache headers Hapi puts on its own refusals', async () => {
    server = await testServer();
    const hapiRefusal = await server.inject('/no-such-route');
    const raw = rawErrorResponse(400).toString().split('\r\n\r\n')[0]!.split('\r\n').slice(1);
    const rawHeaders = Object.fromEntries(
      raw.map((line) => line.split(': ') as [string, string]).map(([name, value]) => [name.toLowerCase(), value]),
    );
    for (const [name, value] of Object.entries(RAW_REFUSAL_HEADERS))
      expect([name, hapiRefusal.headers[name]]).toEqual([name, value]);
    expect(rawHeaders).toMatchObject(RAW_REFUSAL_HEADERS);
    const securityNamed = (name: string) =>
      name.startsWith('x-') || name === 'referrer-policy' || name === 'cache-control';
    expect(Object.keys(hapiRefusal.headers).filter(securityNamed).sort()).toEqual(
      Object.keys(RAW_REFUSAL_HEADERS).sort(),
    );
  });

  it('writes nothing into a response already under way when the request turns malformed: it closes the socket', async () => {
    server = await testServer();
    // A handler that answers before the body is read, and never finishes.
    server.route({
      method: 'POST',
      path: '/streaming',
      options: { auth: false, payload: { output: 'stream', parse: false } },
      handler: () => {
        const stream = new PassThrough();
        stream.write('partial');
        return stream;
      },
    });
    await server.start();
    const received = await new Promise<string>((resolve) => {
      let text = '';
      const socket = connect(server!.info.port as number, '127.0.0.1', () =>
        socket.write('POST /streaming HTTP/1.1\r\nHost: mock\r\nTransfer-Encoding: chunked\r\n\r\n'),
      );
      socket.on('error', () => undefined);
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
        if (text.includes('partial')) socket.write('zz\r\n');
      });
      socket.on('close', () => resolve(text));
    });
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).not.toContain('HTTP/1.1 400');
  });

  it('refuses an HTTP/1.1 request without Host with the error body and closes the connection; HTTP/1.0 needs none', async () => {
    server = await testServer();
    await server.start();
    const port = server.info.port as number;
    const refused = await rawExchange(port, { send: 'GET /api/v1/pub/login/captchaid HTTP/1.1\r\n\r\n' });
    expect(refused.status).toBe(400);
    expect(refused.headers).toMatchObject({ connection: 'close', ...RAW_REFUSAL_HEADERS });
    expect(refused.body).toEqual({ error: { code: 400, message: MISSING_HOST } });
    // The same request with a Host, and an HTTP/1.0 one without, reach the route.
    expect(
      (
        await rawExchange(port, {
          send: 'GET /api/v1/pub/login/captchaid HTTP/1.1\r\nHost: mock\r\nConnection: close\r\n\r\n',
        })
      ).status,
    ).toBe(200);
    expect((await rawExchange(port, { send: 'GET /api/v1/pub/login/captchaid HTTP/1.0\r\n\r\n' })).status).toBe(200);
  });
});
