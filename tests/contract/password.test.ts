import { type Account, createAccount } from './support/accounts';
import { bearer, contractTarget, md5 } from './support/target';
import { untilLimited } from './support/rate-limit';

const t = contractTarget('password.test.ts');
const NEW_PASSWORD = 'changed-456';

describe('PUT /pub/current/password', () => {
  let token = '';
  // A user of its own: the password changes, and the lock at the end, must not touch anyone else.
  let account: Account = { id: '', userName: '', password: '' };
  const put = (body: unknown) =>
    t
      .api()
      .put('/pub/current/password')
      .set('Authorization', bearer(token))
      .send(body as object);
  const itChanges = t.itNeeds('login', 'writes');

  t.beforeAllNeeds(['login', 'writes'], async () => {
    account = await createAccount(t, await t.adminToken());
    token = await t.tokenFor(account);
  });

  itChanges('changes the password: the new one works at the next login, the old one no longer', async () => {
    const res = t.check(await put({ oldPassword: md5(account.password), newPassword: md5(NEW_PASSWORD) }), 200);
    expect(res.body).toEqual({ status: 'OK' });
    t.check(await t.api().get('/pub/current/user').set('Authorization', bearer(token)), 200);
    t.check(await t.login(account.userName, account.password), 400);
    t.check(await t.login(account.userName, NEW_PASSWORD), 200);
    // Back to the first password, so that every later test knows it.
    t.check(await put({ oldPassword: md5(NEW_PASSWORD), newPassword: md5(account.password) }), 200);
    t.check(await t.login(account.userName, account.password), 200);
  });

  itChanges('answers 400 for a wrong old password and changes nothing', async () => {
    const res = t.check(await put({ oldPassword: md5('wrong'), newPassword: md5(NEW_PASSWORD) }), 400);
    expect(res.body.error).toMatchObject({ code: 400, reason: 'old_password_wrong' });
    t.check(await t.login(account.userName, account.password), 200);
  });

  const invalid: [string, unknown][] = [
    ['an empty object', {}],
    ['a missing newPassword', { oldPassword: md5('old-password') }],
    ['a plain new password', { oldPassword: md5('old-password'), newPassword: 'secret' }],
    ['a number', { oldPassword: 1, newPassword: 2 }],
    ['an unknown field', { oldPassword: md5('old-password'), newPassword: md5('x'), userId: 'u-any' }],
  ];
  for (const [name, body] of invalid) {
    itChanges(`answers 400 for ${name}`, async () => {
      t.check(await put(body), 400);
    });
  }

  itChanges('answers 413 for a body over the limit', async () => {
    t.check(await put({ oldPassword: 'x'.repeat(10_000) }), 413);
  });

  itChanges('answers 415 for a body that is not JSON', async () => {
    t.check(
      await t
        .api()
        .put('/pub/current/password')
        .set('Authorization', bearer(token))
        .set('Content-Type', 'text/plain')
        .send('x'),
      415,
    );
  });

  it('answers 401 (code 9999) without a token', async () => {
    const res = t.check(
      await t
        .api()
        .put('/pub/current/password')
        .send({ oldPassword: md5('a'), newPassword: md5('b') }),
      401,
    );
    expect(res.body.error.code).toBe(9999);
  });

  // Last: it locks password changes for this user for a while.
  itChanges('answers 429 with Retry-After after repeated wrong old passwords', async () => {
    await untilLimited(
      20,
      async (i) => t.check(await put({ oldPassword: md5(`guess-${i}`), newPassword: md5(NEW_PASSWORD) })),
      (res) => expect(res.status).toBe(400),
    );
    // Locked even with the right old password: guessing cannot go on.
    t.check(await put({ oldPassword: md5(account.password), newPassword: md5(NEW_PASSWORD) }), 429);
  });
});
