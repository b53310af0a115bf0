import type { Server } from '@hapi/hapi';
import { loopbackMock } from '../../mock-server/src/testing/loopback-mock';
import { skipping } from './support/needs';
import { contract } from './support/openapi-validator';
import { type RawAnswer, rawExchange } from './support/raw-http';
import { readContractSettings } from './support/settings';

// Raw sockets need the mock itself (with time-outs made short to keep the run fast); against a
// remote target (--base-url) these tests would only test the local mock, so they are skipped and say why.
const remote = readContractSettings().baseUrl !== null;
const it = remote
  ? skipping("tests the local mock's socket handling with shortened time-outs: runs without --base-url")
  : global.it;
let server: Server;
let port: number;

if (!remote)
  beforeAll(async () => {
    server = await loopbackMock({ captchaCode: 'AbCd', headersTimeoutMs: 300, requestTimeoutMs: 600 });
    await server.start();
    port = server.info.port as number;
  });

if (!remote) afterAll(() => server.stop());

/** Asserts the contract's error body with `status` on a raw answer. */
function expectErrorBody(res: RawAnswer, status: number) {
  expect(res.status).toBe(status);
  contract.assertError(res);
  expect(res.body).toEqual({ error: { code: status, message: expect.any(String) } });
}

const LOGIN_HEAD = 'POST /api/v1/pub/login HTTP/1.1\r\nHost: mock\r\nContent-Type: application/json\r\n';

describe('slow clients get 408 with the error body, and their socket is closed', () => {
  it('a request head that never ends, however steadily it trickles in', async () => {
    const res = await rawExchange(port, {
      send: 'GET /api/v1/pub/login/captchaid HTTP/1.1\r\nHost: mock\r\n',
      trickle: `X-Slow: ${'a'.repeat(200)}`,
    });
    expectErrorBody(res, 408);
    expect(res.headers.connection).toBe('close');
  });

  it('a connection that sends nothing', async () => {
    expectErrorBody(await rawExchange(port, { send: '' }), 408);
  });

  it('a body that never ends, on a route that reads it', async () => {
    const res = await rawExchange(port, {
      send: `${LOGIN_HEAD}Content-Length: 400\r\n\r\n{"userName":`,
      trickle: ' '.repeat(400),
    });
    expectErrorBody(res, 408);
    contract.assertResponse('POST', '/pub/login', res);
  });

  it('a body that never ends, on a route that does not read it (answered, then closed)', async () => {
    const res = await rawExchange(port, {
      send: 'GET /api/v1/pub/login/captchaid HTTP/1.1\r\nHost: mock\r\nContent-Length: 400\r\n\r\nx',
      trickle: 'y'.repeat(400),
    });
    expect(res.status).toBe(200);
    contract.assertResponse('GET', '/pub/login/captchaid', res);
  });
});

describe('requests the HTTP parser refuses get the error body', () => {
  it.each([
    ['an unknown method token', 'HELLO /api/v1/pub/login/captchaid HTTP/1.1\r\nHost: mock\r\n\r\n'],
    [
      'a header line without a colon',
      'GET /api/v1/pub/login/captchaid HTTP/1.1\r\nHost: mock\r\nBroken header\r\n\r\n',
    ],
    ['a space in the request target', 'GET /api/v1/pub/login captchaid HTTP/1.1\r\nHost: mock\r\n\r\n'],
    ['an unknown HTTP version', 'GET /api/v1/pub/login/captchaid HTTP/7.3\r\nHost: mock\r\n\r\n'],
    ['no request line at all', '\x00\x01\x02\r\n\r\n'],
    [
      'both Content-Length and chunked',
      `${LOGIN_HEAD}Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    ['a bad chunk size', `${LOGIN_HEAD}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`],
    ['an HTTP/1.1 request without Host', 'GET /api/v1/pub/login/captchaid HTTP/1.1\r\n\r\n'],
  ])('400 for %s', async (_name, send) => {
    expectErrorBody(await rawExchange(port, { send }), 400);
  });

  it('answers a whole request first when what follows it on the connection is malformed', async () => {
    const res = await rawExchange(port, {
      send: 'GET /api/v1/pub/login/captchaid HTTP/1.1\r\nHost: mock\r\nConnection: close\r\n\r\nGARBAGE\r\n\r\n',
    });
    expect(res.status).toBe(200);
    contract.assertResponse('GET', '/pub/login/captchaid', res);
  });

  it('405 for CONNECT, which Node would otherwise drop without an answer', async () => {
    expectErrorBody(await rawExchange(port, { send: 'CONNECT mock:443 HTTP/1.1\r\nHost: mock:443\r\n\r\n' }), 405);
  });
});

describe('a request head over 16 KB gets 431 with the error body', () => {
  it('a query over 16 KB (documented on every operation that takes a query)', async () => {
    const res = await rawExchange(port, {
      send: `GET /api/v1/pub/login/captcha?id=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: mock\r\n\r\n`,
    });
    expectErrorBody(res, 431);
    contract.assertResponse('GET', '/pub/login/captcha', res);
  });

  it('a header over 16 KB', async () => {
    expectErrorBody(
      await rawExchange(port, {
        send: `GET /api/v1/pub/login/captchaid HTTP/1.1\r\nHost: mock\r\nX-Big: ${'b'.repeat(17 * 1024)}\r\n\r\n`,
      }),
      431,
    );
  });
});
