import type { Plugin, RouteOptionsPayload } from '@hapi/hapi';
import type { components } from '../../../../shared/contract/schema';
import { INVALID_TOKEN, authOf } from '../../auth/scheme';
import type { MockContext } from '../../context';
import { refusal, tokenRefusal, tooManyRequests } from '../../errors';
import { clientAddressFrom } from '../../lib/client-address';
import { localDate } from '../../lib/dates';
import { FailureLimiter, RateLimiter, type RetryAfter, reserveAll } from '../../lib/limits';
import { hashPassword, verifyPassword } from '../../lib/password';
import { NO_BODY } from '../../payload-options';
import { userByLoginName } from '../../data/store';

type LoginParam = components['schemas']['LoginParam'];

/** The one answer to every captcha or credential failure: it never says which part was wrong. */
const LOGIN_FAILED = 'invalid username, password or captcha';
/** The answer (429) while a client or an account is locked. */
const LOCKED = 'too many failed attempts, retry later';

/** Login bodies are tiny: 4 KB is plenty and keeps floods cheap. */
const AUTH_PAYLOAD: RouteOptionsPayload = { maxBytes: 4096, allow: 'application/json', parse: true, output: 'data' };

/** Login, token refresh and logout. */
export const loginPlugin: Plugin<MockContext> = {
  name: 'mock-login',
  register: async (server, { config, store, tokens, captchas }) => {
    const { now } = config;
    const lockAfter = (max: number, keeps?: (key: string) => boolean) =>
      new FailureLimiter({
        max,
        lockSeconds: config.loginLockSeconds,
        capacity: config.loginLimiterCapacity,
        keeps,
        now,
      });
    const isAccount = (account: string) => userByLoginName(store, account) !== undefined;
    // Every name counts and locks alike, so the answers never tell whether an account exists; only
    // a real account's count is kept whatever the flood of other names.
    const perAccount = lockAfter(config.loginFailuresPerAccount, isAccount);
    const perClient = lockAfter(config.loginFailuresPerClient);
    const clientOf = clientAddressFrom(config.trustedProxies);
    const refreshes = new RateLimiter({ burst: config.refreshBurst, perSecond: config.refreshPerSecond, now });
    // Unknown users are checked against this hash, so they take as long as known ones.
    const decoyHash = await hashPassword('0'.repeat(32), config.scryptCost);

    server.route({
      method: 'POST',
      path: '/pub/login',
      options: { auth: false, payload: AUTH_PAYLOAD },
      handler: async (request, h) => {
        const { userName, password, captchaId, captchaCode } = request.payload as LoginParam;
        const client = clientOf(request);
        const account = userName.toLowerCase();
        // Any attempt uses the captcha up, before anything is awaited: racing attempts cannot share it.
        const captchaOk = captchas.consume(captchaId, captchaCode);
        const retryAfter: RetryAfter = perClient.retryAfter(client) ?? perAccount.retryAfter(account);
        if (retryAfter !== null) throw tooManyRequests(LOCKED, retryAfter);
        const refused = () => {
          store.failedLogins.record(localDate(now()));
          return refusal(400, 'login_failed', LOGIN_FAILED);
        };
        if (!captchaOk) {
          perClient.fail(client);
          throw refused();
        }
        const user = userByLoginName(store, account);
        // The slow check holds a failure's place under both limits, so parallel guesses cannot slip
        // past the lock; a success gives the place back (only failures count).
        const attempt = reserveAll([
          [perClient, client],
          [perAccount, account],
        ]);
        if ('retryAfter' in attempt) throw tooManyRequests(LOCKED, attempt.retryAfter);
        let failed = false;
        try {
          failed = !(await verifyPassword(password, user?.passwordHash ?? decoyHash)) || user?.status !== 'enabled';
        } finally {
          // Also when the check itself breaks: a place held for ever would lock the account.
          attempt.end(failed);
        }
        if (!user || failed) throw refused();
        store.logins.record(localDate(now()));
        store.signIns.record({ userId: user.id, at: new Date(now()).toISOString() });
        return h.response(tokens.issue(user.id)).header('Cache-Control', 'no-store');
      },
    });

    server.route({
      method: 'POST',
      path: '/pub/refresh-token',
      options: { payload: NO_BODY },
      handler: (request, h) => {
        const { user, token } = authOf(request);
        const retryAfter = refreshes.take(user.id);
        if (retryAfter !== null) throw tooManyRequests('too many token refreshes, retry later', retryAfter);
        // Refused like an expired token: at the session's maximum lifetime the user logs in again,
        // and a replaced token is refused like any other void one.
        const next = tokens.refresh(token);
        if (next === 'session_expired')
          throw tokenRefusal('session_expired', 'the session has reached its maximum lifetime');
        if (next === 'replaced') throw tokenRefusal('token_invalid', INVALID_TOKEN);
        return h.response(next).header('Cache-Control', 'no-store');
      },
    });

    server.route({
      method: 'POST',
      path: '/pub/login/exit',
      options: { payload: NO_BODY },
      handler: (request) => {
        // The whole sign-in ends, not only this token: the ones it replaced are still in their grace.
        tokens.endSession(authOf(request).token);
        return { status: 'OK' as const };
      },
    });
  },
};
