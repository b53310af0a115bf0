import { ROOT, bearer, contractTarget, md5 } from './support/target';

const t = contractTarget('unlock.test.ts');

/**
 * Each test signs the administrator in anew: a session of its own to lock out, while the
 * administrator's other sign-ins (the rest of the suite's) go on.
 */
describe('POST /pub/current/unlock', () => {
  const unlock = (token: string, body: unknown) =>
    t
      .api()
      .post('/pub/current/unlock')
      .set('Authorization', bearer(token))
      .send(body as object);
  const currentUser = (token: string) => t.api().get('/pub/current/user').set('Authorization', bearer(token));
  const withLogin = t.itNeeds('login');

  withLogin('answers OK for the user’s password, and the session goes on', async () => {
    const token = await t.tokenFor(ROOT);
    expect(t.check(await unlock(token, { password: md5(ROOT.password) }), 200).body).toEqual({ status: 'OK' });
    t.check(await currentUser(token), 200);
  });

  withLogin('answers 400 (password_wrong) for a wrong password, and the session goes on', async () => {
    const token = await t.tokenFor(ROOT);
    const res = t.check(await unlock(token, { password: md5('not-the-password') }), 400);
    expect(res.body.error).toMatchObject({ code: 400, reason: 'password_wrong' });
    t.check(await currentUser(token), 200);
  });

  withLogin(
    'counts wrong passwords in a row: a right one clears the count; the fifth ends that session (401, code 9999) and no other',
    async () => {
      const token = await t.tokenFor(ROOT);
      const other = await t.tokenFor(ROOT);
      for (let i = 0; i < 4; i += 1) t.check(await unlock(token, { password: md5(`guess-${i}`) }), 400);
      t.check(await unlock(token, { password: md5(ROOT.password) }), 200);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await unlock(token, { password: md5(`guess-${i}`) })).status);
      expect(statuses).toEqual([400, 400, 400, 400, 401]);
      const ended = t.check(await currentUser(token), 401);
      expect(ended.body.error.code).toBe(9999);
      // Not even the right password brings the session back.
      t.check(await unlock(token, { password: md5(ROOT.password) }), 401);
      t.check(await currentUser(other), 200);
    },
  );

  const invalid: [string, unknown][] = [
    ['an empty object', {}],
    ['a plain password', { password: 'abc-123' }],
    ['a number', { password: 1 }],
    ['an unknown field', { password: md5('x'), userName: 'root' }],
  ];
  for (const [name, body] of invalid) {
    withLogin(`answers 400 for ${name}`, async () => {
      t.check(await unlock(await t.tokenFor(ROOT), body), 400);
    });
  }

  it('answers 401 (code 9999) without a token', async () => {
    const res = t.check(
      await t
        .api()
        .post('/pub/current/unlock')
        .send({ password: md5('a') }),
      401,
    );
    expect(res.body.error.code).toBe(9999);
  });
});
