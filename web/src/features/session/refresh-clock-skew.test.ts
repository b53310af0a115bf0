/**
 * A device clock set hours wrong (not a time zone): the refresh is placed by the server's clock
 * (read at issue), so a clock ahead does not refresh every token on arrival, and a clock behind
 * still refreshes before expiry.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { success, sagaReducer, signedIn } from '@/testing/saga-harness';
import { loginToken } from '@/testing/fixtures';
import { refreshToken } from './api';
import { storedJwt } from './jwt-fixture';
import { watchRefresh } from './refresh-saga';
import type { IssueClock } from './types';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

/** The server's clock now (ms). */
const SERVER_NOW = 1_800_000_000_000;
const HOURS = 3_600_000;
/** A token lifetime of two hours, in seconds. */
const TTL = 7200;

/** A token issued at `issuedAt` (server ms) for two hours, as a JWT. */
const jwtIssuedAt = (issuedAt: number) => storedJwt({ iat: issuedAt / 1000, exp: issuedAt / 1000 + TTL });

/**
 * Runs the refresh watcher for `runMs` on a device whose clock is `skewMs` off the server's, the
 * session as given; every refresh answers a fresh two-hour token with the server's `Date`.
 */
async function runSkewed(
  skewMs: number,
  session: { token: string; expiresAt: number; issued?: IssueClock },
  runMs = 150,
) {
  const started = Date.now();
  const serverNow = () => SERVER_NOW + (Date.now() - started);
  let calls = 0;
  const { storeState } = await expectSaga(watchRefresh)
    .withReducer(sagaReducer, {
      ...signedIn({ token: session.token, expiresAt: session.expiresAt }),
      session: { ...session, status: 'ready' as const },
    })
    .provide({
      call(effect, next) {
        if (effect.fn === Date.now) return serverNow() + skewMs;
        if (effect.fn !== refreshToken) return next();
        calls += 1;
        const issuedAt = Math.floor(serverNow() / 1000) * 1000;
        const fresh = jwtIssuedAt(issuedAt).slice('Bearer '.length);
        const answer = success(loginToken(fresh, issuedAt / 1000 + TTL), { Date: new Date(issuedAt).toUTCString() });
        // A round trip's wait: a client that refreshes on every arrival loops through it, and is counted.
        return new Promise((resolve) => setTimeout(() => resolve(answer), 5));
      },
    })
    .silentRun(runMs);
  return { calls, session: storeState.session };
}

describe.each([
  ['3 hours ahead', 3 * HOURS],
  ['3 hours behind', -3 * HOURS],
])('on a device clock %s', (_clock, skewMs) => {
  it('does not refresh a token that has just arrived', async () => {
    const token = jwtIssuedAt(SERVER_NOW);
    const { calls } = await runSkewed(skewMs, {
      token,
      expiresAt: SERVER_NOW / 1000 + TTL,
      issued: { localMs: SERVER_NOW + skewMs, serverMs: SERVER_NOW },
    });
    expect(calls).toBe(0);
  });

  it('refreshes once a token is due by the server’s clock, and the fresh token is not due again', async () => {
    // Issued 7140 s ago by the server: 60 s before its expiry, due 30 ms from now.
    const issuedAt = SERVER_NOW - (TTL - 60) * 1000 + 30;
    const token = jwtIssuedAt(issuedAt);
    const { calls, session } = await runSkewed(
      skewMs,
      { token, expiresAt: issuedAt / 1000 + TTL, issued: { localMs: issuedAt + skewMs, serverMs: issuedAt } },
      // Long enough for the refresh due at 30 ms to be answered on a loaded machine, and for a fresh
      // token wrongly due at once to be refreshed again within it.
      1000,
    );
    expect(calls).toBe(1);
    expect(session.token).not.toBe(token);
    // The fresh token's clocks: the server's from its Date header, the device's as it is.
    expect(session.issued?.serverMs).toBeDefined();
    expect((session.issued?.localMs ?? 0) - (session.issued?.serverMs ?? 0)).toBeGreaterThan(skewMs - 2000);
    expect((session.issued?.localMs ?? 0) - (session.issued?.serverMs ?? 0)).toBeLessThan(skewMs + 2000);
  });

  it('without the server’s clock (an opaque token, no Date header), refreshes no sooner than the floor after arrival', async () => {
    const { calls } = await runSkewed(skewMs, {
      token: 'Bearer opaque',
      expiresAt: SERVER_NOW / 1000 + TTL,
      issued: { localMs: SERVER_NOW + skewMs, serverMs: null },
    });
    // A clock ahead takes the token for expired; the floor holds the refresh back for minutes.
    expect(calls).toBe(0);
  });
});
