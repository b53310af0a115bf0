import { createAccount } from './support/accounts';
import { untilLimited } from './support/rate-limit';
import { contractTarget, ghostName } from './support/target';

// The own mock remembers only 50 unknown names per limiter, so the failures below overflow its
// bound; a remote API keeps its own bound, and the test then checks that other names' failures
// neither count against the account nor lift its lock.
const t = contractTarget('login-lock.test.ts', { loginLimiterCapacity: 50 });

describe("POST /pub/login: an account's lock", () => {
  t.itNeeds('admin', 'writes')(
    'survives failed logins with other, made-up names',
    async () => {
      const account = await createAccount(t, await t.adminToken());
      const locked = await untilLimited(
        101,
        async (i) => t.check(await t.login(account.userName, `guess-${i}`)),
        (res) => expect(res.status).toBe(400),
      );
      expect(locked.body.error).toMatchObject({ code: 429, reason: 'rate_limited' });
      // This client's own budget of failures (300 an hour on the mock) stays well clear of a lock.
      for (let i = 0; i < 120; i += 1) t.check(await t.login(ghostName(), 'whatever'), 400);
      t.check(await t.login(account.userName, account.password), 429);
    },
    120_000,
  );
});
