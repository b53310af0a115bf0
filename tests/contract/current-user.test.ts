import { type Account, createAccount } from './support/accounts';
import { ROOT, bearer, contractTarget } from './support/target';

const t = contractTarget('current-user.test.ts');

/** A PNG data URL of about `bytes` characters (the payload is filler; only the form is checked). */
const pngDataUrl = (bytes: number) => `data:image/png;base64,${'A'.repeat(bytes - 'data:image/png;base64,'.length)}`;

describe('GET /pub/current/user', () => {
  t.itWithCaptcha('answers the signed-in user with their roles and an avatar from this machine', async () => {
    const res = t.check(
      await t
        .api()
        .get('/pub/current/user')
        .set('Authorization', bearer(await t.tokenFor(ROOT))),
      200,
    );
    expect(res.body).toMatchObject({
      userName: ROOT.userName,
      roles: [expect.objectContaining({ id: expect.any(String), name: expect.any(String) })],
    });
    expect(res.body.avatar).toMatch(/^(data:image\/|\/(?![/\\]))/);
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(res.body).not.toHaveProperty('password');
  });

  it('answers 401 (code 9999) without a token', async () => {
    expect(t.check(await t.api().get('/pub/current/user'), 401).body.error.code).toBe(9999);
  });
});

describe('PUT /pub/current/user', () => {
  let token = '';
  let account: Account;
  const put = (body: unknown) =>
    t
      .api()
      .put('/pub/current/user')
      .set('Authorization', bearer(token))
      .send(body as object);
  // Edits the profile of a user of its own, never one it did not create.
  const itEdits = t.itNeeds('login', 'writes');

  t.beforeAllNeeds(['login', 'writes'], async () => {
    account = await createAccount(t, await t.adminToken());
    token = await t.tokenFor(account);
  });

  itEdits('updates the profile and answers the updated user', async () => {
    const change = {
      realName: 'Li Ming',
      email: 'li.ming@example.com',
      phone: '+86 (138) 0000-0000',
      avatar: pngDataUrl(200),
    };
    const res = t.check(await put(change), 200);
    expect(res.body).toMatchObject({ ...change, userName: account.userName });
    const again = t.check(await t.api().get('/pub/current/user').set('Authorization', bearer(token)), 200);
    expect(again.body).toEqual(res.body);
  });

  itEdits('updates one field alone and clears email and phone with empty strings', async () => {
    t.check(await put({ realName: '李明' }), 200);
    const res = t.check(await put({ email: '', phone: '' }), 200);
    expect(res.body.realName).toBe('李明');
    expect(res.body.email ?? '').toBe('');
    expect(res.body.phone ?? '').toBe('');
  });

  itEdits('accepts a same-origin avatar path and a 64 KB avatar data URL', async () => {
    expect(t.check(await put({ avatar: '/static/avatar/staff.png' }), 200).body.avatar).toBe(
      '/static/avatar/staff.png',
    );
    t.check(await put({ avatar: pngDataUrl(65536) }), 200);
  });

  const invalid: [string, unknown][] = [
    ['an empty object', {}],
    ['an unknown field', { realName: 'x', role: 'admin' }],
    ['userName (not editable)', { userName: 'root' }],
    ['an empty realName', { realName: '' }],
    ['a blank realName', { realName: '   ' }],
    ['a 65-character realName', { realName: 'r'.repeat(65) }],
    ['a number as realName', { realName: 42 }],
    ['a control character in realName', { realName: 'a\u0000b' }],
    ['a lone surrogate in realName', { realName: 'a\ud800' }],
    ['a deeply nested realName', { realName: JSON.parse('['.repeat(5000) + ']'.repeat(5000)) }],
    ['null as email', { email: null }],
    ['a malformed email', { email: 'not-an-email' }],
    ['letters as phone', { phone: 'call me' }],
    ['a 33-character phone', { phone: '1'.repeat(33) }],
    ['an http avatar', { avatar: 'http://example.com/a.png' }],
    ['a protocol-relative avatar', { avatar: '//example.com/a.png' }],
    ['a backslash avatar', { avatar: '/\\example.com/a.png' }],
    ['a javascript: avatar', { avatar: 'javascript:alert(1)' }],
    ['a data:text/html avatar', { avatar: 'data:text/html;base64,PHNjcmlwdD4=' }],
    ['an avatar over 64 KB', { avatar: pngDataUrl(65537) }],
    ['an array', [{ realName: 'x' }]],
  ];
  for (const [name, body] of invalid) {
    itEdits(`answers 400 for ${name}`, async () => {
      expect(t.check(await put(body), 400).body.error.code).toBe(400);
    });
  }

  itEdits('answers 400 for malformed JSON', async () => {
    t.check(
      await t
        .api()
        .put('/pub/current/user')
        .set('Authorization', bearer(token))
        .set('Content-Type', 'application/json')
        .send('{"realName":'),
      400,
    );
  });

  itEdits('answers 413 for a body over the limit', async () => {
    t.check(await put({ avatar: pngDataUrl(200_000) }), 413);
  });

  itEdits('answers 415 for a body that is not JSON', async () => {
    t.check(
      await t
        .api()
        .put('/pub/current/user')
        .set('Authorization', bearer(token))
        .set('Content-Type', 'text/plain')
        .send('realName=x'),
      415,
    );
  });

  it('answers 401 (code 9999) without a token', async () => {
    t.check(await t.api().put('/pub/current/user').send({ realName: 'x' }), 401);
  });
});
