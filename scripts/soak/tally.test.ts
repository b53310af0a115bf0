import type { Answer } from './mock-api';
import { countAnswer, emptyTally } from './tally';
import { newTokenLife } from './token-life';

const T0 = 1_800_000_000_000;
const answer = (status: number, body: unknown = {}): Answer => ({
  status,
  body: JSON.stringify(body),
  retryAfter: null,
});
const refusal = (status: number, code: number) => answer(status, { error: { code, message: 'no' } });
const live = () => newTokenLife({ tokenType: 'Bearer', accessToken: 'abc', expiresAt: T0 / 1000 + 20 }, T0);

describe('countAnswer', () => {
  it('counts each kind of answer apart, and the latency of every one', () => {
    const tally = emptyTally();
    countAnswer(tally, 'GET /users', answer(200), 12, T0);
    countAnswer(tally, 'GET /users', refusal(500, 500), 30, T0);
    countAnswer(tally, 'GET /pub/login/captchaid', refusal(429, 429), 1, T0);
    countAnswer(tally, 'POST /roles', refusal(400, 400), 2, T0);
    countAnswer(tally, 'POST /roles', refusal(401, 401), 2, T0);
    countAnswer(tally, 'GET /roles', refusal(401, 9999), 3, T0 + 25_000, live());
    expect(tally).toMatchObject({
      requests: 6,
      latencyMs: [12, 30, 1, 2, 2, 3],
      serverErrors: 1,
      throttled: 1,
      otherRefusals: { '400': 1, '401': 1 },
      sessionTimeouts: { expired: 1, unexpected: 0, replaced: 0, 'logged-out': 0 },
    });
    expect(tally.examples).toEqual([expect.stringContaining('GET /users: 500')]);
  });

  it('calls a 9999 for a live token, or for none, unexpected and quotes it', () => {
    const tally = emptyTally();
    countAnswer(tally, 'GET /menus', refusal(401, 9999), 3, T0 + 14_000, { ...live(), replacedAt: T0 + 13_000 });
    countAnswer(tally, 'GET /menus', refusal(401, 9999), 3, T0);
    expect(tally.sessionTimeouts.unexpected).toBe(2);
    expect(tally.examples[0]).toBe(
      'GET /menus: 9999 for a token 14.0 s old, replaced 1.0 s before, expiring 6.0 s later',
    );
  });

  it('allows a 9999 to the refresh of a replaced token inside its grace, not to another request', () => {
    const tally = emptyTally();
    const replaced = { ...live(), replacedAt: T0 + 13_000 };
    countAnswer(tally, 'POST /pub/refresh-token', refusal(401, 9999), 3, T0 + 14_000, replaced);
    countAnswer(tally, 'GET /pub/current/user', refusal(401, 9999), 3, T0 + 14_000, replaced);
    expect(tally.sessionTimeouts).toMatchObject({ replaced: 1, unexpected: 1 });
  });

  it('keeps at most five examples', () => {
    const tally = emptyTally();
    for (let i = 0; i < 8; i += 1) countAnswer(tally, `GET /x${i}`, answer(503), 1, T0);
    expect(tally.serverErrors).toBe(8);
    expect(tally.examples).toHaveLength(5);
  });
});
