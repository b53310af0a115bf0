import { contract } from './support/openapi-validator';
import { untilLimited } from './support/rate-limit';
import { contractTarget } from './support/target';

const t = contractTarget('captcha.test.ts');

describe('GET /pub/login/captchaid', () => {
  it('answers a new captcha id each time', async () => {
    expect(await t.newCaptcha()).not.toBe(await t.newCaptcha());
  });
});

describe('GET /pub/login/captcha', () => {
  it('draws the SVG image, never cached', async () => {
    const id = await t.newCaptcha();
    const res = t.check(await t.captchaImage({ id }), 200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.body)).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('draws a new image for the same id with reload=1', async () => {
    const id = await t.newCaptcha();
    const first = t.check(await t.captchaImage({ id }), 200);
    const reloaded = t.check(await t.captchaImage({ id, reload: '1' }), 200);
    expect(String(reloaded.body)).not.toBe(String(first.body));
    t.check(await t.captchaImage({ id, reload: '0' }), 200);
  });

  it.each([
    ['no id', {}],
    ['an empty id', { id: '' }],
    ['a 65-character id', { id: 'a'.repeat(65) }],
    ['a very long id', { id: 'x'.repeat(5000) }],
    ['a unicode id', { id: '验证码' }],
    ['a path traversal', { id: '../../etc/passwd' }],
    ['an encoded traversal', { id: '..%2F..%2Fetc' }],
    ['a NUL byte', { id: 'abc\u0000def' }],
    ['reload=2', { id: 'abc', reload: '2' }],
    ['an unknown parameter', { id: 'abc', extra: '1' }],
  ])('answers 400 for %s', async (_name, query) => {
    const res = t.check(await t.captchaImage(query), 400);
    expect(res.body.error.code).toBe(400);
  });

  it('answers 400 for the id given twice', async () => {
    t.check(await t.api().get('/pub/login/captcha?id=a&id=b'), 400);
  });

  it.each(['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'unknown-id-0123456789'])(
    'answers 404 for the well-formed unknown id %s',
    async (id) => {
      const res = t.check(await t.captchaImage({ id }), 404);
      expect(res.body.error).toMatchObject({ code: 404, reason: 'captcha_expired' });
    },
  );
});

// Last: once a client has drawn too many captchas it waits, so nothing after this may need one.
describe('GET /pub/login/captchaid and /pub/login/captcha under a flood', () => {
  it('answers 429 with Retry-After, for ids and images alike, and draws again after it', async () => {
    const id = await t.newCaptcha();
    const limited = await untilLimited(
      1000,
      () => t.api().get('/pub/login/captchaid'),
      (res) => expect(res.status).toBe(200),
    );
    t.check(limited);
    // The bucket refills 10 a second, so on a slow machine one image may still pass: draw until limited.
    const image = t.check(
      await untilLimited(
        100,
        () => t.api().get('/pub/login/captcha').query({ id }),
        (res) => expect(res.status).toBe(200),
      ),
      429,
    );
    const wait = Number(image.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    contract.assertError(image);
    expect(image.body.error).toMatchObject({ code: 429, reason: 'rate_limited' });
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    t.check(await t.api().get('/pub/login/captchaid'), 200);
  }, 30_000);
});
