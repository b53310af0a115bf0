import { ROOT, captchaCode, contractTarget, ghostName, md5 } from './support/target';
import { untilLimited } from './support/rate-limit';

const t = contractTarget('login.test.ts');
const FAILED = 'invalid username, password or captcha';

/** Swaps the case of every letter. */
const swapCase = (text: string) =>
  text.replace(/[a-z]/gi, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));

describe('POST /pub/login', () => {
  t.itWithCaptcha('answers a Bearer token that expires in the future, not cached', async () => {
    const res = t.check(await t.login(ROOT.userName, ROOT.password), 200);
    expect(res.body.tokenType).toBe('Bearer');
    expect(res.body.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(res.headers['cache-control']).toBe('no-store');
    const [, payload] = (res.body.accessToken as string).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    expect(typeof claims.jti).toBe('string');
    expect(claims.exp).toBe(res.body.expiresAt);
  });

  t.itWithCaptcha('compares the captcha answer case-insensitively', async () => {
    t.check(await t.login(ROOT.userName, ROOT.password, { code: swapCase(captchaCode!) }), 200);
  });

  it('answers the one failure message for a wrong captcha', async () => {
    const res = t.check(await t.login(ROOT.userName, ROOT.password, { code: `${captchaCode ?? ''}wrong` }), 400);
    expect(res.body.error).toEqual({ code: 400, reason: 'login_failed', message: FAILED });
  });

  it('answers the one failure message for an unknown captcha id', async () => {
    const res = t.check(await t.login(ROOT.userName, ROOT.password, { id: 'no-such-captcha' }), 400);
    expect(res.body.error).toEqual({ code: 400, reason: 'login_failed', message: FAILED });
  });

  t.itWithCaptcha('answers the same message for a wrong password and an unknown user', async () => {
    const wrong = t.check(await t.login(ROOT.userName, 'not-the-password'), 400);
    const unknown = t.check(await t.login(ghostName(), ROOT.password), 400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe(FAILED);
  });

  t.itWithCaptcha('uses the captcha up on a failed attempt: the right password cannot reuse it', async () => {
    const id = await t.newCaptcha();
    t.check(await t.login(ROOT.userName, 'wrong', { id }), 400);
    t.check(await t.login(ROOT.userName, ROOT.password, { id }), 400);
  });

  t.itWithCaptcha('uses the captcha up on a successful login', async () => {
    const id = await t.newCaptcha();
    t.check(await t.login(ROOT.userName, ROOT.password, { id }), 200);
    t.check(await t.login(ROOT.userName, ROOT.password, { id }), 400);
    t.check(await t.captchaImage({ id }), 404);
  });

  // Five, not more: every loser counts toward the target's lock of this client's failed logins.
  t.itWithCaptcha('lets exactly one of five parallel logins racing on one captcha pass', async () => {
    const id = await t.newCaptcha();
    const results = await Promise.all(Array.from({ length: 5 }, () => t.login(ROOT.userName, ROOT.password, { id })));
    results.forEach((res) => t.check(res));
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    expect(results.filter((res) => res.status === 400)).toHaveLength(4);
  });

  t.itWithCaptcha(
    'lets ten parallel correct logins from one client all pass: only failures count toward the throttle',
    async () => {
      const ids: string[] = [];
      for (let i = 0; i < 10; i += 1) ids.push(await t.newCaptcha());
      const results = await Promise.all(ids.map((id) => t.login(ROOT.userName, ROOT.password, { id })));
      expect(results.map((res) => t.check(res).status)).toEqual(Array(10).fill(200));
    },
  );
});

describe('POST /pub/login with bad input', () => {
  const valid = () => ({ userName: 'root', password: md5('abc-123'), captchaId: 'abcdef', captchaCode: 'abcd' });

  it.each<[string, unknown]>([
    ['an empty object', {}],
    ['a missing userName', { ...valid(), userName: undefined }],
    ['a missing captchaId', { ...valid(), captchaId: undefined }],
    ['an empty userName', { ...valid(), userName: '' }],
    ['a 65-character userName', { ...valid(), userName: 'u'.repeat(65) }],
    ['a plain password', { ...valid(), password: 'abc-123' }],
    ['an uppercase MD5', { ...valid(), password: md5('abc-123').toUpperCase() }],
    ['a number as userName', { ...valid(), userName: 42 }],
    ['an object as password', { ...valid(), password: { $ne: '' } }],
    ['an array as captchaCode', { ...valid(), captchaCode: ['abcd'] }],
    ['null as captchaId', { ...valid(), captchaId: null }],
    ['a captcha id with a path traversal', { ...valid(), captchaId: '../../etc/passwd' }],
    ['a unicode captcha id', { ...valid(), captchaId: 'ключ' }],
    ['a 17-character captchaCode', { ...valid(), captchaCode: 'c'.repeat(17) }],
    ['an unknown field', { ...valid(), isAdmin: true }],
    ['a JSON array', [valid()]],
    ['a JSON string', 'root'],
    ['JSON null', null],
    ['deeply nested arrays', JSON.parse('['.repeat(1500) + ']'.repeat(1500))],
  ])('answers 400 for %s', async (_name, body) => {
    const res = t.check(
      await t.api().post('/pub/login').set('Content-Type', 'application/json').send(JSON.stringify(body)).expect(400),
    );
    expect(res.body.error.code).toBe(400);
    expect(res.body.error.message).not.toContain(md5('abc-123'));
  });

  it.each([
    ['malformed JSON', '{"userName": "root",'],
    ['an empty body', ''],
    ['a __proto__ key', '{"__proto__": {"isAdmin": true}, "userName": "root"}'],
    ['a constructor.prototype key', '{"constructor": {"prototype": {"isAdmin": true}}}'],
  ])('answers 400 for %s', async (_name, raw) => {
    const res = t.check(await t.api().post('/pub/login').set('Content-Type', 'application/json').send(raw).expect(400));
    expect(res.body.error.code).toBe(400);
  });

  it('answers 413 for a body over the limit', async () => {
    const res = t.check(
      await t
        .api()
        .post('/pub/login')
        .send({ ...valid(), userName: 'u'.repeat(100_000) })
        .expect(413),
    );
    expect(res.body.error.code).toBe(413);
  });

  it.each([
    ['text/plain', 'userName=root'],
    ['application/x-www-form-urlencoded', 'userName=root&password=x'],
    ['application/xml', '<login/>'],
  ])('answers 415 for %s', async (type, raw) => {
    const res = t.check(await t.api().post('/pub/login').set('Content-Type', type).send(raw).expect(415));
    expect(res.body.error.code).toBe(415);
  });
});

// Last: the lock this reaches is per account, on a user name no other test uses; a lock is a change, so it needs writes.
describe('POST /pub/login brute force', () => {
  t.itNeeds('login', 'writes')(
    'locks an account after at most 100 wrong passwords: 429 with Retry-After, while another account logs in',
    async () => {
      const userName = ghostName();
      let failures = 0;
      const locked = await untilLimited(
        101,
        async (i) => t.check(await t.login(userName, `guess-${i}`)),
        (res) => {
          expect(res.status).toBe(400);
          failures += 1;
        },
      );
      expect(failures).toBeGreaterThan(0);
      expect(failures).toBeLessThanOrEqual(100);
      expect(locked.body.error).toMatchObject({ code: 429, reason: 'rate_limited' });
      t.check(await t.login(userName, 'whatever'), 429);
      t.check(await t.login(ROOT.userName, ROOT.password), 200);
    },
    60_000,
  );
});
