import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { createAccount } from './support/accounts';
import { TOKEN_REFUSED } from './support/refusals';
import { limitedAccount } from './support/limited';
import { bearer, contractTarget } from './support/target';
import { rootUserId } from './support/built-ins';
import { untilLimited } from './support/rate-limit';

const t = contractTarget('token.test.ts');
const INVALID = TOKEN_REFUSED;

/** Asserts the 401 of an unusable token on `GET /pub/current/user`. */
async function expectRejected(authorization: string | undefined) {
  const req = t.api().get('/pub/current/user');
  const res = t.check(await (authorization === undefined ? req : req.set('Authorization', authorization)), 401);
  expect(res.body.error).toEqual(INVALID);
  return res;
}

const refresh = (token: string) => t.api().post('/pub/refresh-token').set('Authorization', bearer(token));

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = () => ({ sub: 'u-forged-root', jti: 'forged', exp: Math.floor(Date.now() / 1000) + 600 });

// The sessions these tests refresh and end are the limited account's, not the administrator's.
const itSignsIn = t.itNeeds('login', 'limited');
let account = { userName: '', password: '' };
t.beforeAllNeeds(['login', 'limited'], async () => {
  account = await limitedAccount(t, await t.adminToken());
});

describe('POST /pub/refresh-token', () => {
  itSignsIn('issues a new token; the replaced one still serves requests in flight (grace window)', async () => {
    const old = await t.tokenFor(account);
    const res = t.check(await t.api().post('/pub/refresh-token').set('Authorization', bearer(old)), 200);
    expect(res.body.tokenType).toBe('Bearer');
    expect(res.body.accessToken).not.toBe(old);
    expect(res.headers['cache-control']).toBe('no-store');
    t.check(await t.api().get('/pub/current/user').set('Authorization', bearer(old)), 200);
    t.check(await t.api().get('/pub/current/user').set('Authorization', bearer(res.body.accessToken)), 200);
  });

  itSignsIn('a logout with the replaced token, inside its grace, ends it at once and its successor too', async () => {
    const old = await t.tokenFor(account);
    const next = t.check(await t.api().post('/pub/refresh-token').set('Authorization', bearer(old)), 200).body
      .accessToken as string;
    t.check(await t.api().post('/pub/login/exit').set('Authorization', bearer(old)), 200);
    await expectRejected(bearer(old));
    await expectRejected(bearer(next));
  });

  itSignsIn('refreshes a token once: the replaced one serves requests but is never refreshed again', async () => {
    const old = await t.tokenFor(account);
    const next = t.check(await refresh(old), 200).body.accessToken as string;
    const again = t.check(await refresh(old), 401);
    expect(again.body.error).toEqual(INVALID);
    t.check(await t.api().get('/pub/current/user').set('Authorization', bearer(old)), 200);
    t.check(await refresh(next), 200);
  });

  it('answers 401 (code 9999) without a token', async () => {
    const res = t.check(await t.api().post('/pub/refresh-token'), 401);
    expect(res.body.error).toEqual(INVALID);
  });

  itSignsIn('answers 413 for a body over the limit', async () => {
    const token = await t.tokenFor(account);
    t.check(
      await t
        .api()
        .post('/pub/refresh-token')
        .set('Authorization', bearer(token))
        .send({ pad: 'x'.repeat(10_000) }),
      413,
    );
    t.check(await t.api().get('/pub/current/user').set('Authorization', bearer(token)), 200);
  });

  // A user of its own: an administrator left unable to refresh would be logged out on a real target.
  t.itNeeds('login', 'writes')('answers 429 with Retry-After when one user refreshes too often', async () => {
    let token = await t.tokenFor(await createAccount(t, await t.adminToken()));
    await untilLimited(
      100,
      async () => t.check(await t.api().post('/pub/refresh-token').set('Authorization', bearer(token))),
      (res) => {
        token = t.check(res, 200).body.accessToken;
      },
    );
    // A refused refresh leaves the token as it was.
    t.check(await t.api().get('/pub/current/user').set('Authorization', bearer(token)), 200);
  });
});

describe('POST /pub/login/exit', () => {
  itSignsIn('ends the whole sign-in: every token of it, the replaced ones inside their grace included', async () => {
    const first = await t.tokenFor(account);
    const second = t.check(await refresh(first), 200).body.accessToken as string;
    const third = t.check(await refresh(second), 200).body.accessToken as string;
    t.check(await t.api().post('/pub/login/exit').set('Authorization', bearer(third)), 200);
    for (const token of [first, second, third]) {
      expect((await refresh(token)).body.error).toEqual(INVALID);
      await expectRejected(bearer(token));
    }
  });

  itSignsIn('ends the sign-in of the token it was called with, and no other sign-in of the user', async () => {
    const token = await t.tokenFor(account);
    const other = await t.tokenFor(account);
    const res = t.check(await t.api().post('/pub/login/exit').set('Authorization', bearer(token)), 200);
    expect(res.body).toEqual({ status: 'OK' });
    await expectRejected(bearer(token));
    t.check(await t.api().post('/pub/login/exit').set('Authorization', bearer(token)), 401);
    t.check(await t.api().post('/pub/refresh-token').set('Authorization', bearer(token)), 401);
    t.check(await t.api().get('/pub/current/user').set('Authorization', bearer(other)), 200);
  });

  it('answers 401 (code 9999) without a token', async () => {
    t.check(await t.api().post('/pub/login/exit'), 401);
  });

  itSignsIn('answers 413 for a body over the limit', async () => {
    const token = await t.tokenFor(account);
    t.check(await t.api().post('/pub/login/exit').set('Authorization', bearer(token)).send('x'.repeat(10_000)), 413);
  });
});

describe('unusable tokens answer 401 with code 9999', () => {
  it.each<[string, string | undefined]>([
    ['no Authorization header', undefined],
    ['an empty header', ''],
    ['the scheme alone', 'Bearer'],
    ['another scheme', `Basic ${Buffer.from('root:abc-123').toString('base64')}`],
    ['garbage', 'Bearer not-a-token'],
    ['two dots only', 'Bearer ..'],
    ['a token with spaces', 'Bearer a.b c.d'],
    ['a huge token', `Bearer ${'a'.repeat(6000)}.${'b'.repeat(100)}.c`],
    ['non-ASCII bytes', 'Bearer \u00e9t\u00e9.\u00ff.\u00e0'],
    ['alg none', `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
    ['alg none with a signature', `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.c2ln`],
    ['HS256 with another secret', `Bearer ${jwt.sign(claims(), 'not-the-secret', { algorithm: 'HS256' })}`],
    ['HS512', `Bearer ${jwt.sign(claims(), 'not-the-secret', { algorithm: 'HS512' })}`],
  ])('%s', async (_name, header) => {
    await expectRejected(header);
  });

  it('RS256 signed with a key of its own', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expectRejected(`Bearer ${jwt.sign(claims(), privateKey, { algorithm: 'RS256' })}`);
  });

  itSignsIn('a real token with a tampered signature', async () => {
    const token = await t.tokenFor(account);
    const [head, body, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    await expectRejected(bearer(`${head}.${body}.${flipped}`));
    await expectRejected(bearer(`${head}.${body}.`));
    await expectRejected(bearer(`${head}.${body}`));
  });

  itSignsIn('a real token whose payload was changed (the limited account made root)', async () => {
    const token = await t.tokenFor(account);
    const [head, body, signature] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    await expectRejected(
      bearer(`${head}.${b64({ ...payload, sub: await rootUserId(t, await t.adminToken()) })}.${signature}`),
    );
    await expectRejected(bearer(`${head}.${b64({ ...payload, exp: payload.exp + 100_000 })}.${signature}`));
  });

  itSignsIn('a real token re-headed as alg none or HS512', async () => {
    const token = await t.tokenFor(account);
    const [, body, signature] = token.split('.') as [string, string, string];
    await expectRejected(bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${body}.`));
    await expectRejected(bearer(`${b64({ alg: 'HS512', typ: 'JWT' })}.${body}.${signature}`));
  });

  itSignsIn('the scheme is case-insensitive, the token is not', async () => {
    const token = await t.tokenFor(account);
    t.check(await t.api().get('/pub/current/user').set('Authorization', `bearer ${token}`), 200);
    await expectRejected(bearer(token.toUpperCase()));
  });
});
