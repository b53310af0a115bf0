import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults and draws a random secret when none is set', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a).toMatchObject({ host: '127.0.0.1', port: 10088, tokenTtlSeconds: 7200, captchaCode: null, jwtSecretIsRandom: true, dataFile: null });
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
  });

  it('reads the environment', () => {
    const config = loadConfig({ MOCK_HOST: '0.0.0.0', MOCK_PORT: '9000', MOCK_JWT_SECRET: 's3', MOCK_TOKEN_TTL: '60', MOCK_CAPTCHA_CODE: '1234', MOCK_DATA_FILE: '/tmp/d.json' });
    expect(config).toMatchObject({ host: '0.0.0.0', port: 9000, jwtSecret: 's3', jwtSecretIsRandom: false, tokenTtlSeconds: 60, captchaCode: '1234', dataFile: '/tmp/d.json' });
  });

  it.each([['MOCK_PORT', 'abc'], ['MOCK_PORT', '-1'], ['MOCK_PORT', '1.5'], ['MOCK_TOKEN_TTL', '0'], ['MOCK_TOKEN_TTL', '-5']])(
    'refuses %s=%s with a clear message',
    (name, value) => {
      expect(() => loadConfig({ [name]: value })).toThrow(`${name} must be an integer of at least`);
    },
  );

  it('refuses a test captcha answer longer than a login may send', () => {
    expect(() => loadConfig({ MOCK_CAPTCHA_CODE: 'x'.repeat(17) })).toThrow('MOCK_CAPTCHA_CODE must have at most 16 characters');
  });
});
