import fs from 'node:fs';
import { spawnMock, type SpawnedMock } from './testing/spawned-mock';
import { call, loginToken, testServer } from './test-support';
import { rawExchange } from '../../tests/contract/support/raw-http';

/**
 * Holds back what the process writes to stdout, both ways the log writes: in batches through
 * `process.stdout`, and synchronously to the descriptor for what waits when the server stops.
 */
function captureStdout() {
  const writes = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const syncWrites = jest.spyOn(fs, 'writeSync').mockImplementation((_fd, data) => String(data).length);
  return {
    written: () => writes.mock.calls.length + syncWrites.mock.calls.length > 0,
    text: () =>
      [
        ...writes.mock.calls.map(([chunk]) => String(chunk)),
        ...syncWrites.mock.calls.map(([, data]) => String(data)),
      ].join(''),
    restore: () => {
      writes.mockRestore();
      syncWrites.mockRestore();
    },
  };
}

describe('the request log', () => {
  afterEach(() => jest.useRealTimers());

  it('writes method, path and status, never the Authorization header or the query, by the time the server stopped', async () => {
    // The log writes its batch 100 ms after the first line, and a loaded machine can pause the
    // test that long between the requests and the check below, which then saw the batch written.
    // Only that clock stands still here, so the check sees what the requests themselves wrote.
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
      ],
    });
    const server = await testServer({ logRequests: true });
    const stdout = captureStdout();
    try {
      const token = await loginToken(server);
      await call(server, {
        url: '/api/v1/demo/list-items?queryValue=x1',
        headers: { authorization: `Bearer ${token}` },
      });
      // Buffered, not written on the request's path.
      expect(stdout.written()).toBe(false);
      await server.stop();
      const log = stdout.text();
      expect(log).toMatch(/GET \/api\/v1\/demo\/list-items 200 \d+ms\n/);
      expect(log).toMatch(/POST \/api\/v1\/pub\/login 200 \d+ms\n/);
      expect(log).not.toContain(token);
      expect(log).not.toMatch(/authorization|bearer|x1/i);
    } finally {
      stdout.restore();
      await server.stop();
    }
  });
});

describe('the request log, for requests refused before Hapi', () => {
  it('writes the method and path of a request without Host, and a malformed one, as refused', async () => {
    const server = await testServer({ logRequests: true });
    const stdout = captureStdout();
    try {
      await server.start();
      const port = server.info.port as number;
      expect((await rawExchange(port, { send: 'GET /api/v1/pub/login/captchaid?x=1 HTTP/1.1\r\n\r\n' })).status).toBe(
        400,
      );
      expect((await rawExchange(port, { send: 'NOT HTTP AT ALL\r\n\r\n' })).status).toBe(400);
      await server.stop();
      expect(stdout.text().split('\n')).toEqual(
        expect.arrayContaining(['GET /api/v1/pub/login/captchaid 400 refused', '- - 400 refused']),
      );
    } finally {
      stdout.restore();
      await server.stop();
    }
  });
});

describe('the request log of the mock process', () => {
  jest.setTimeout(60_000);

  /** Sends `count` requests one after the other, each path numbered, and answers the last path. */
  async function request(mock: SpawnedMock, count: number): Promise<string> {
    let path = '';
    for (let i = 0; i < count; i += 1) {
      path = `/api/v1/no-such-route-${i}`;
      const res = await fetch(`${new URL(mock.apiUrl).origin}${path}`);
      expect(res.status).toBe(404);
    }
    return path;
  }

  /** Resolves with the exit code once the process is gone and its output read to the end. */
  function exited(mock: SpawnedMock): Promise<number | null> {
    return new Promise((resolve) => mock.child.once('close', (code) => resolve(code)));
  }

  it.each(['SIGTERM', 'SIGINT'] as const)('has written the last lines before a %s stopped it', async (signal) => {
    const mock = await spawnMock({});
    const last = await request(mock, 30);
    const gone = exited(mock);
    mock.child.kill(signal);
    expect(await gone).toBe(0);
    const lines = mock.stdout().split('\n');
    expect(lines.filter((line) => /^GET \/api\/v1\/no-such-route-\d+ 404 \d+ms$/.test(line))).toHaveLength(30);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^GET ${last} 404 \\d+ms$`)));
  });
});
