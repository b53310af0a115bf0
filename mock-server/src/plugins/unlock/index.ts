import type { Plugin } from '@hapi/hapi';
import type { components } from '../../../../shared/contract/schema';
import { authOf } from '../../auth/scheme';
import type { MockContext } from '../../context';
import { refusal, tokenRefusal } from '../../errors';
import { FailureLimiter } from '../../lib/limits';
import { verifyPassword } from '../../lib/password';

type UnlockParam = components['schemas']['UnlockParam'];

/** Wrong passwords in a row that end the session (the contract's `unlockScreen`). */
export const UNLOCK_FAILURES_PER_SESSION = 5;

/**
 * `POST /pub/current/unlock`: the signed-in user's password, which the web app asks for to unlock
 * its locked screen. Wrong passwords count per session (a sign-in); the fifth in a row ends it.
 */
export const unlockPlugin: Plugin<MockContext> = {
  name: 'mock-unlock',
  register: (server, { config, tokens }) => {
    // A count per session, not per user: the locked screen of one sign-in cannot lock another out.
    // The lock never needs to run out: the session it would hold has ended.
    const wrongPasswords = new FailureLimiter({
      max: UNLOCK_FAILURES_PER_SESSION,
      lockSeconds: config.sessionMaxSeconds,
      now: config.now,
    });

    server.route({
      method: 'POST',
      path: '/pub/current/unlock',
      options: { payload: { maxBytes: 4096, allow: 'application/json', parse: true, output: 'data' } },
      handler: async (request) => {
        const { user, token } = authOf(request);
        const { password } = request.payload as UnlockParam;
        // The count stays: guesses still in flight must find the session's guesses used up.
        const endSession = () => {
          tokens.endSession(token);
          return tokenRefusal('session_expired', 'too many wrong passwords: the session has ended');
        };
        // Guesses sent side by side hold a place each, so no more than the limit are ever checked.
        if (wrongPasswords.reserve(token.sid) !== null) throw endSession();
        const right = await verifyPassword(password, user.passwordHash);
        wrongPasswords.release(token.sid, !right);
        if (right) {
          wrongPasswords.reset(token.sid);
          return { status: 'OK' as const };
        }
        if (wrongPasswords.retryAfter(token.sid) !== null) throw endSession();
        throw refusal(400, 'password_wrong', 'the password is wrong');
      },
    });
  },
};
