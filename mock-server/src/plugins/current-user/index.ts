import type { Plugin } from '@hapi/hapi';
import type { components } from '../../../../shared/contract/schema';
import { authOf } from '../../auth/scheme';
import type { MockContext } from '../../context';
import { refusal, tooManyRequests } from '../../errors';
import { FailureLimiter } from '../../lib/limits';
import { hashPassword, verifyPassword } from '../../lib/password';
import { UserInfoBodies, toUserInfo } from './user-info';

type UpdateProfileParam = components['schemas']['UpdateProfileParam'];
type UpdatePasswordParam = components['schemas']['UpdatePasswordParam'];

/** The signed-in user: `GET`/`PUT /pub/current/user`, `PUT /pub/current/password`. */
export const currentUserPlugin: Plugin<MockContext> = {
  name: 'mock-current-user',
  register: (server, { config, store, tokens }) => {
    const wrongOldPasswords = new FailureLimiter({
      max: config.passwordFailuresPerUser,
      lockSeconds: config.passwordLockSeconds,
      now: config.now,
    });

    const bodies = new UserInfoBodies(store);
    server.route({
      method: 'GET',
      path: '/pub/current/user',
      handler: (request, h) => h.response(bodies.of(authOf(request).user)).type('application/json; charset=utf-8'),
    });

    server.route({
      method: 'PUT',
      path: '/pub/current/user',
      options: {
        // An avatar data URL may take 64 KB; the other fields are small.
        payload: { maxBytes: 80 * 1024, allow: 'application/json', parse: true, output: 'data' },
      },
      handler: (request) => {
        const { user } = authOf(request);
        const updated = store.users.update(user.id, request.payload as UpdateProfileParam);
        if (!updated) throw refusal(404, 'not_found', 'user not found');
        return toUserInfo(store, updated);
      },
    });

    server.route({
      method: 'PUT',
      path: '/pub/current/password',
      options: { payload: { maxBytes: 4096, allow: 'application/json', parse: true, output: 'data' } },
      handler: async (request) => {
        const { user, token } = authOf(request);
        const { oldPassword, newPassword } = request.payload as UpdatePasswordParam;
        const retryAfter = wrongOldPasswords.retryAfter(user.id);
        if (retryAfter !== null) throw tooManyRequests('too many wrong passwords, retry later', retryAfter);
        if (!(await verifyPassword(oldPassword, user.passwordHash))) {
          wrongOldPasswords.fail(user.id);
          throw refusal(400, 'old_password_wrong', 'the old password is wrong');
        }
        wrongOldPasswords.reset(user.id);
        store.users.update(user.id, { passwordHash: await hashPassword(newPassword, config.scryptCost) });
        // Every other session of the user ends; the one that changed the password goes on.
        tokens.revokeUser(user.id, token);
        return { status: 'OK' as const };
      },
    });
  },
};
