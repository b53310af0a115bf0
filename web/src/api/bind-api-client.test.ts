/**
 * @jest-environment node
 *
 * The app's client knows no toaster and no store: what it needs from them arrives through
 * `bindApiClient`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeApiError } from './api-error';
import type { Notice } from './client';

let server: http.Server;
const seenAuthorization: (string | undefined)[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seenAuthorization.push(request.headers.authorization);
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 500, message: 'down' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env['PUBLIC_API_BASE_URL'] = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('sends the bound token and tells the bound notifier of a failure', async () => {
  jest.resetModules();
  const { apiClient, bindApiClient } = await import('./client');
  const notices: Notice[] = [];
  bindApiClient({
    getToken: () => 'Bearer bound',
    onSessionTimeout: () => undefined,
    notify: (notice) => notices.push(notice),
  });
  const result = await apiClient.GET('/pub/current/user');
  expect(result.error).toEqual({ error: { code: 500, message: 'down' } });
  expect(seenAuthorization).toEqual(['Bearer bound']);
  expect(notices).toEqual([{ message: describeApiError({ error: { code: 500, message: 'down' } }), level: 'error' }]);
});
