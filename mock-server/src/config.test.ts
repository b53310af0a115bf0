import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contractFile } from '../../shared/contract-file';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults and draws a random secret when none is set', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a).toMatchObject({
      host: '127.0.0.1',
      port: 10088,
      tokenTtlSeconds: 7200,
      sessionMaxSeconds: 43200,
      captchaCode: null,
      jwtSecretIsRandom: true,
      dataFile: null,
    });
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
    expect(Buffer.from(a.jwtSecret, 'base64url')).toHaveLength(32);
  });

  it('reads the environment', () => {
    const secret = 's3'.repeat(16);
    const config = loadConfig({
      MOCK_HOST: '0.0.0.0',
      MOCK_PORT: '9000',
      MOCK_JWT_SECRET: secret,
      MOCK_TOKEN_TTL: '10',
      MOCK_SESSION_MAX: '600',
      MOCK_CAPTCHA_CODE: '1234',
      MOCK_DATA_FILE: '/tmp/d.json',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      jwtSecret: secret,
      jwtSecretIsRandom: false,
      tokenTtlSeconds: 10,
      sessionMaxSeconds: 600,
      captchaCode: '1234',
      dataFile: '/tmp/d.json',
    });
  });

  it.each([
    ['MOCK_PORT', 'abc'],
    ['MOCK_PORT', '-1'],
    ['MOCK_PORT', '1.5'],
    ['MOCK_TOKEN_TTL', '0'],
    ['MOCK_TOKEN_TTL', '-5'],
    ['MOCK_TOKEN_TTL', '9'],
    ['MOCK_SESSION_MAX', '9'],
    ['MOCK_SESSION_MAX', 'x'],
  ])('refuses %s=%s with a clear message', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`${name} must be an integer of at least`);
  });

  it('reads MOCK_MENU_NODES, 0 when unset', () => {
    expect(loadConfig({}).menuNodes).toBe(0);
    expect(loadConfig({ MOCK_MENU_NODES: '10000' }).menuNodes).toBe(10_000);
  });

  it.each(['x', '-1', '1.5', '100001'])('refuses MOCK_MENU_NODES=%s, naming the variable and the bound', (value) => {
    expect(() => loadConfig({ MOCK_MENU_NODES: value })).toThrow(
      /^MOCK_MENU_NODES must be an integer of at least 0|^MOCK_MENU_NODES must be at most 100000/,
    );
  });

  it("reads MOCK_SEED_FILE, and refuses it beside MOCK_MENU_NODES, whose menus are the built-in seed's", () => {
    expect(loadConfig({}).seedFile).toBeNull();
    expect(loadConfig({ MOCK_SEED_FILE: 'seeds/x.json' }).seedFile).toBe('seeds/x.json');
    expect(() => loadConfig({ MOCK_SEED_FILE: 'seeds/x.json', MOCK_MENU_NODES: '10' })).toThrow(
      'MOCK_SEED_FILE and MOCK_MENU_NODES cannot be combined',
    );
  });

  it.each(['a', 'x'.repeat(31), '\u00e9'.repeat(15)])(
    'refuses a MOCK_JWT_SECRET shorter than 32 bytes, naming the variable (%s)',
    (secret) => {
      expect(() => loadConfig({ MOCK_JWT_SECRET: secret })).toThrow(/^MOCK_JWT_SECRET must be at least 32 bytes long/);
    },
  );

  it('accepts a MOCK_JWT_SECRET of 32 bytes', () => {
    expect(loadConfig({ MOCK_JWT_SECRET: '\u00e9'.repeat(16) }).jwtSecret).toBe('\u00e9'.repeat(16));
  });

  it('reads MOCK_TRUSTED_PROXIES as a list of addresses, none when unset', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ MOCK_TRUSTED_PROXIES: ' 127.0.0.1, ::1,172.18.0.5 ' }).trustedProxies).toEqual([
      '127.0.0.1',
      '::1',
      '172.18.0.5',
    ]);
  });

  it.each(['nginx', '127.0.0.1,', '10.0.0.0/8', '127.0.0.1;10.0.0.1'])(
    'refuses MOCK_TRUSTED_PROXIES=%s, naming the variable',
    (value) => {
      expect(() => loadConfig({ MOCK_TRUSTED_PROXIES: value })).toThrow(
        /^MOCK_TRUSTED_PROXIES must be a comma-separated list of IP addresses/,
      );
    },
  );

  it('refuses a test captcha answer longer than a login may send', () => {
    expect(() => loadConfig({ MOCK_CAPTCHA_CODE: 'x'.repeat(17) })).toThrow(
      'MOCK_CAPTCHA_CODE must have at most 16 characters',
    );
  });

  it.each([
    'javascript:alert(1)',
    'ftp://example.com/docs',
    'https://exa mple.com',
    `https://example.com/${'a'.repeat(2048)}`,
  ])("refuses a MOCK_DOCS_URL the contract's Href does not allow (%#)", (url) => {
    expect(() => loadConfig({ MOCK_DOCS_URL: url })).toThrow('MOCK_DOCS_URL must be an http(s) link');
  });

  it('accepts an http(s) MOCK_DOCS_URL', () => {
    expect(loadConfig({ MOCK_DOCS_URL: 'https://docs.example.com:8443/admin?x=1#top' }).docsUrl).toBe(
      'https://docs.example.com:8443/admin?x=1#top',
    );
  });

  it('reads the contract from MOCK_CONTRACT_FILE, else the nearest openapi.yaml', () => {
    expect(loadConfig({}).contractFile).toBe(contractFile());
    expect(loadConfig({ MOCK_CONTRACT_FILE: '/srv/openapi.yaml' }).contractFile).toBe('/srv/openapi.yaml');
  });

  it("checks MOCK_DOCS_URL by the Href of MOCK_CONTRACT_FILE's contract", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mock-config-'));
    try {
      const file = path.join(dir, 'openapi.yaml');
      // The same contract, its Href taking https links only.
      writeFileSync(file, readFileSync(contractFile(), 'utf8').replace("pattern: '^https?://", "pattern: '^https://"));
      expect(() => loadConfig({ MOCK_CONTRACT_FILE: file, MOCK_DOCS_URL: 'http://docs.example.com' })).toThrow(
        'MOCK_DOCS_URL must be an http(s) link',
      );
      expect(loadConfig({ MOCK_CONTRACT_FILE: file, MOCK_DOCS_URL: 'https://docs.example.com' }).docsUrl).toBe(
        'https://docs.example.com',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the audit retention', () => {
  it('keeps 10 000 records per log for 180 days unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ auditMaxRecords: 2_000, auditMaxAgeDays: 180 });
    expect(loadConfig({ MOCK_AUDIT_MAX_RECORDS: '50', MOCK_AUDIT_MAX_AGE_DAYS: '7' })).toMatchObject({
      auditMaxRecords: 50,
      auditMaxAgeDays: 7,
    });
  });

  it.each(['MOCK_AUDIT_MAX_RECORDS', 'MOCK_AUDIT_MAX_AGE_DAYS'])('refuses %s below 1 or not a whole number', (name) => {
    for (const value of ['0', '2.5', 'ten']) expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
