import { RUN_PREFIX_PATTERN, contractApiPrefix, readContractSettings, resolveBaseUrl } from './settings';

describe('resolveBaseUrl', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com/api/v1'],
    ['https://api.example.com/', 'https://api.example.com/api/v1'],
    ['http://127.0.0.1:10099', 'http://127.0.0.1:10099/api/v1'],
    ['http://127.0.0.1:10099/api/v1', 'http://127.0.0.1:10099/api/v1'],
    ['http://127.0.0.1:10099/api/v1//', 'http://127.0.0.1:10099/api/v1'],
    ['https://gw.example.com/admin/api/v2', 'https://gw.example.com/admin/api/v2'],
  ])('resolves %s to %s', (url, expected) => {
    expect(resolveBaseUrl(url, '/api/v1')).toBe(expected);
  });

  it.each(['api.example.com', 'ftp://api.example.com', ''])('refuses %j', (url) => {
    expect(() => resolveBaseUrl(url, '/api/v1')).toThrow(/base URL/);
  });
});

describe('readContractSettings', () => {
  it('reads the API prefix from the contract', () => {
    expect(contractApiPrefix()).toBe('/api/v1');
  });

  it('runs everything against its own mocks when no base URL is given', () => {
    const settings = readContractSettings({}, '/api/v1');
    expect(settings).toMatchObject({
      baseUrl: null,
      captchaCode: null,
      token: null,
      admin: { userName: 'root', password: 'abc-123' },
      limited: null,
      allowWrites: true,
    });
    expect(settings.runPrefix).toMatch(RUN_PREFIX_PATTERN);
  });

  it('is read-only against a URL unless writes are allowed, and takes a token with or without its scheme', () => {
    const env = {
      CONTRACT_BASE_URL: 'http://h:1',
      CONTRACT_TOKEN: 'Bearer a.b.c',
      CONTRACT_USER: 'admin',
      CONTRACT_PASSWORD: 'pw',
    };
    expect(readContractSettings(env, '/api/v1')).toMatchObject({
      baseUrl: 'http://h:1/api/v1',
      token: 'a.b.c',
      admin: { userName: 'admin', password: 'pw' },
      allowWrites: false,
    });
    expect(
      readContractSettings({ ...env, CONTRACT_TOKEN: 'a.b.c', CONTRACT_ALLOW_WRITES: '1' }, '/api/v1'),
    ).toMatchObject({
      token: 'a.b.c',
      allowWrites: true,
    });
  });

  it('takes a limited account only with its password', () => {
    const limited = { CONTRACT_LIMITED_USER: 'clerk', CONTRACT_LIMITED_PASSWORD: 'pw' };
    expect(readContractSettings(limited, '/api/v1').limited).toEqual({ userName: 'clerk', password: 'pw' });
    expect(() => readContractSettings({ CONTRACT_LIMITED_USER: 'clerk' }, '/api/v1')).toThrow(
      /CONTRACT_LIMITED_PASSWORD/,
    );
    expect(() => readContractSettings({ CONTRACT_LIMITED_PASSWORD: 'pw' }, '/api/v1')).toThrow(/CONTRACT_LIMITED_USER/);
  });

  it('takes a run prefix that fits every record name, and refuses one that does not', () => {
    expect(readContractSettings({ CONTRACT_RUN_PREFIX: 'ci-42' }, '/api/v1').runPrefix).toBe('ci-42');
    expect(() => readContractSettings({ CONTRACT_RUN_PREFIX: 'CI 42' }, '/api/v1')).toThrow(/CONTRACT_RUN_PREFIX/);
  });
});
