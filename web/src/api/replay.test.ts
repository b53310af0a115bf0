/** @jest-environment node */
import type { Server } from '@hapi/hapi';
import { createServer } from '../../../mock-server/src/server';
import { createApiClient } from './client';

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = await createServer({
    captchaCode: '1234',
    port: 0,
    host: '127.0.0.1',
    scryptCost: 1024,
    logRequests: false,
  });
  await server.start();
  baseUrl = `${server.info.uri}/api/v1`;
});
afterAll(() => server.stop({ timeout: 100 }));

const tokens = () => server.app.mock.tokens;
/** The mock's built-in root account, found by its flag as any client would. */
const rootId = () => server.app.mock.store.users.find((user) => user.builtIn)!.id;
const bearer = (userId: string) => `Bearer ${tokens().issue(userId).accessToken}`;
/** Ends the token's session at once (no grace): the token a refresh replaced, as a back end without a grace window treats it. */
const revokeNow = (token: string) => tokens().endSession(tokens().verify(token.slice('Bearer '.length))!);

/**
 * A client whose fetch records the Authorization of every request it sends; `inFlight` runs once,
 * while the first request is on its way (where a refresh would land).
 */
function makeClient(token: string, inFlight: (state: { token: string | null }) => void) {
  const state: { token: string | null } = { token };
  const sent: (string | null)[] = [];
  const onSessionTimeout = jest.fn();
  const client = createApiClient({
    baseUrl,
    fetch: (request) => {
      sent.push(request.headers.get('Authorization'));
      if (sent.length === 1) inFlight(state);
      return fetch(request);
    },
    getToken: () => state.token,
    onSessionTimeout,
    notify: () => undefined,
  });
  return { client, sent, onSessionTimeout, state };
}

/**
 * A client for `userId` whose first request's token is replaced and revoked while it is in flight,
 * as a concurrent refresh does; `revokeReplacement` revokes the new token too.
 */
function refreshedInFlight(userId: string, revokeReplacement = false) {
  const old = bearer(userId);
  const next = bearer(userId);
  const made = makeClient(old, (state) => {
    state.token = next;
    revokeNow(old);
    if (revokeReplacement) revokeNow(next);
  });
  return { old, next, ...made };
}

describe('a request whose token was replaced while it was in flight', () => {
  it('is replayed once with the new token and succeeds, without a session timeout', async () => {
    const { client, sent, onSessionTimeout, old, next } = refreshedInFlight(rootId());
    const result = await client.GET('/pub/current/user');
    expect(result.data?.userName).toBe('root');
    expect(sent).toEqual([old, next]);
    expect(onSessionTimeout).not.toHaveBeenCalled();
  });

  it('is not replayed when it is a refresh: a refresh spends its token, the refresh saga adopts the stored one', async () => {
    const { client, sent, old } = refreshedInFlight(rootId());
    const result = await client.POST('/pub/refresh-token');
    expect(result.error?.error.code).toBe(9999);
    expect(sent).toEqual([old]);
  });

  it('keeps its body when replayed', async () => {
    const { client, sent } = refreshedInFlight('u-staff');
    const result = await client.PUT('/pub/current/user', { body: { realName: 'Replayed Staff' } });
    expect(result.data?.realName).toBe('Replayed Staff');
    expect(sent).toHaveLength(2);
  });

  it('is replayed at most once: a 9999 on the replay starts the session-timeout flow', async () => {
    const { client, sent, onSessionTimeout, old, next } = refreshedInFlight(rootId(), true);
    const result = await client.GET('/pub/current/user');
    expect(result.error).toMatchObject({ error: { code: 9999 } });
    expect(sent).toEqual([old, next]);
    expect(onSessionTimeout).toHaveBeenCalledTimes(1);
  });
});

describe('a 9999 whose token was not replaced', () => {
  it('is not replayed and starts the session-timeout flow', async () => {
    const old = bearer(rootId());
    const { client, sent, onSessionTimeout } = makeClient(old, () => revokeNow(old));
    await client.GET('/pub/current/user');
    expect(sent).toEqual([old]);
    expect(onSessionTimeout).toHaveBeenCalledTimes(1);
  });

  it('is not replayed after a logout (no token left)', async () => {
    const old = bearer(rootId());
    const { client, sent } = makeClient(old, (state) => {
      state.token = null;
      revokeNow(old);
    });
    await client.GET('/pub/current/user');
    expect(sent).toEqual([old]);
  });
});
