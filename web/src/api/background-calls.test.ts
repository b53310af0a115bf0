/** @jest-environment node */
import { NO_RESPONSE } from './api-error';
import { type Notice, createApiClient } from './client';

const BASE_URL = 'http://127.0.0.1:9/api/v1';
const errorBody = (code: number) =>
  new Response(JSON.stringify({ error: { code, message: 'refused' } }), {
    status: code === 9999 ? 401 : code,
    headers: { 'Content-Type': 'application/json' },
  });

/** A client whose every request is answered by `answer`, recording what it tells the user. */
function clientAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const notices: Notice[] = [];
  const onSessionTimeout = jest.fn();
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch: async (request) => answer(request),
    getToken: () => 'Bearer t',
    onSessionTimeout,
    notify: (notice) => notices.push(notice),
  });
  return { client, notices, onSessionTimeout };
}

describe("the live notices' calls, made by the app on its own", () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('hand a 404 (a back end without live notices) and a server error to the caller without a message', async () => {
    const { client, notices } = clientAnswering(() => errorBody(404));
    expect((await client.GET('/pub/current/notices')).response.status).toBe(404);
    const stream = await client.GET('/pub/current/notices/stream', { parseAs: 'stream' });
    expect(stream.error).toEqual({ error: { code: 404, message: 'refused' } });
    const bare = clientAnswering(() => new Response('down', { status: 502 }));
    expect((await bare.client.GET('/pub/current/notices/stream', { parseAs: 'stream' })).response.status).toBe(502);
    expect([...notices, ...bare.notices]).toEqual([]);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('hand no answer at all to the caller without a message', async () => {
    const { client, notices } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    const stream = await client.GET('/pub/current/notices/stream', { parseAs: 'stream' });
    expect(stream.error).toMatchObject({ marker: NO_RESPONSE });
    expect(notices).toEqual([]);
  });

  it('still start the session-timeout flow on 9999', async () => {
    const { client, onSessionTimeout } = clientAnswering(() => errorBody(9999));
    await client.GET('/pub/current/notices/stream', { parseAs: 'stream' });
    expect(onSessionTimeout).toHaveBeenCalledTimes(1);
  });

  it('leave the user-started ones as they were: marking notices read says why it failed', async () => {
    const { client, notices } = clientAnswering(() => errorBody(404));
    await client.POST('/pub/current/notices/read', { body: { upTo: '1' } });
    expect(notices).toEqual([expect.objectContaining({ level: 'error' })]);
  });
});
