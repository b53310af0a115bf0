type ConfigModule = typeof import('./config');

function loadConfig(): ConfigModule['siteConfig'] {
  let mod: ConfigModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<ConfigModule>('./config');
  });
  return mod!.siteConfig;
}

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('siteConfig', () => {
  it('defaults the API base URL to /api/v1', () => {
    delete process.env.PUBLIC_API_BASE_URL;
    expect(loadConfig().apiBaseUrl).toBe('/api/v1');
  });

  it('takes each value from its PUBLIC_* variable', () => {
    process.env.PUBLIC_API_BASE_URL = 'https://api.example.com/api/v1';
    process.env.PUBLIC_SITE_NAME = '运营后台';
    process.env.PUBLIC_SHORT_NAME = '运营';
    process.env.PUBLIC_COPYRIGHT = '© Example';
    process.env.PUBLIC_DOCS_URL = 'https://docs.example.com';
    expect(loadConfig()).toEqual({
      apiBaseUrl: 'https://api.example.com/api/v1',
      siteName: '运营后台',
      shortName: '运营',
      copyright: '© Example',
      docsUrl: 'https://docs.example.com',
    });
  });

  it('ignores an empty variable', () => {
    process.env.PUBLIC_SHORT_NAME = '';
    expect(loadConfig().shortName).toBe('Admin');
  });
});
