/** @jest-environment node */
import createClient from 'openapi-fetch';
import { TOO_FREQUENT, describeApiError } from './api-error';
import { type Notice, createApiClient } from './client';
import { RATE_LIMIT, RATE_WINDOW_MS, rateGuard } from './rate-guard';
import type { paths } from '@shared/contract/schema';

const BASE_URL = 'http://api.test/api/v1';

/** A fetch that answers every request with `{}` and keeps what it was sent. */
function recordingFetch() {
  const sent: string[] = [];
  const fetch = (request: Request) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    return Promise.resolve(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  };
  return { sent, fetch };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('rateGuard', () => {
  function guardedClient() {
    let clock = 0;
    const notices: Notice[] = [];
    const { sent, fetch } = recordingFetch();
    const client = createClient<paths>({ baseUrl: BASE_URL, fetch });
    client.use(rateGuard({ notify: (notice) => notices.push(notice), limit: 3, windowMs: 1000, now: () => clock }));
    return { client, sent, notices, advance: (ms: number) => (clock += ms) };
  }

  it('sends the same method and path `limit` times within the window, then refuses locally with a marked 429, telling the user once', async () => {
    const { client, sent, notices } = guardedClient();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await client.GET('/pub/current/user'));
    expect(sent).toEqual(Array(3).fill('GET /api/v1/pub/current/user'));
    expect(answers.slice(0, 3).every((answer) => answer.error === undefined)).toBe(true);
    for (const answer of answers.slice(3)) {
      expect(answer.response.status).toBe(429);
      expect(answer.error).toMatchObject({ marker: TOO_FREQUENT, error: { code: 0 } });
      expect(describeApiError(answer.error)).toBe('请求过于频繁，已暂停发送，请稍后再试');
    }
    expect(notices).toEqual([{ message: '请求过于频繁，已暂停发送，请稍后再试', level: 'error' }]);
  });

  it('counts a path whatever its query, and each method and path apart', async () => {
    const { client, sent } = guardedClient();
    for (let page = 1; page <= 4; page += 1) await client.GET('/users', { params: { query: { current: page } } });
    await client.GET('/roles');
    await client.POST('/pub/login', { body: { userName: 'a', password: 'b', captchaId: 'c', captchaCode: 'd' } });
    expect(sent).toEqual([
      'GET /api/v1/users?current=1',
      'GET /api/v1/users?current=2',
      'GET /api/v1/users?current=3',
      'GET /api/v1/roles',
      'POST /api/v1/pub/login',
    ]);
  });

  it('sends again once the window has moved on, and tells of a new run of refusals again', async () => {
    const { client, sent, notices, advance } = guardedClient();
    for (let i = 0; i < 4; i += 1) await client.GET('/pub/current/user');
    advance(999);
    expect((await client.GET('/pub/current/user')).response.status).toBe(429);
    advance(1);
    expect((await client.GET('/pub/current/user')).error).toBeUndefined();
    // The window now holds none of the first three: two more go, the next is refused.
    for (let i = 0; i < 3; i += 1) await client.GET('/pub/current/user');
    expect(sent).toHaveLength(6);
    expect(notices).toHaveLength(2);
  });
});

describe("the app's client", () => {
  it(`refuses the ${RATE_LIMIT + 1}th identical request within ${RATE_WINDOW_MS} ms, before the duplicate guard or the network`, async () => {
    const { sent, fetch } = recordingFetch();
    const notices: Notice[] = [];
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch,
      getToken: () => 'Bearer t',
      onSessionTimeout: () => undefined,
      notify: (notice) => notices.push(notice),
    });
    const answers = await Promise.all(Array.from({ length: RATE_LIMIT + 3 }, () => client.GET('/pub/current/user')));
    // The duplicate guard refuses the copies of the one in flight; the rate guard the ones past the limit.
    expect(sent).toEqual(['GET /api/v1/pub/current/user']);
    expect(answers.filter((answer) => answer.response.status === 429)).toHaveLength(3);
    expect(notices.filter((notice) => notice.message === '请求过于频繁，已暂停发送，请稍后再试')).toHaveLength(1);
  });
});
