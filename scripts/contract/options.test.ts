import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseOptions } from './options';
import { readRunConfig, splitList, tlsEnv } from './run-config';

describe('parseOptions', () => {
  it('turns every option into the variable the run reads', () => {
    const argv = [
      ...[
        '--base-url',
        'http://h:1',
        '--captcha-code=abcd',
        '--token',
        'Bearer a.b.c',
        '--user',
        'admin',
        '--password',
        'x=y',
        '--allow-writes',
        '--run-prefix',
        'ci-1',
        '--seed',
        '7',
        '--fuzz-count=20',
      ],
      ...[
        '--limited-user',
        'clerk',
        '--limited-password',
        'pw',
        '--header',
        'X-Api-Key: k=1',
        '--header=X-Tenant: t',
        '--timeout',
        '2500',
        '--insecure',
      ],
      ...[
        '--only',
        'GET /users,captcha',
        '--only=* /roles*',
        '--skip',
        'fuzz',
        '--junit',
        'out/junit.xml',
        '--report',
        'json',
        'out/report.json',
        '--ca',
        'certs/ca.pem',
      ],
    ];
    expect(parseOptions(argv, '/repo')).toEqual({
      env: {
        CONTRACT_BASE_URL: 'http://h:1',
        CONTRACT_CAPTCHA_CODE: 'abcd',
        CONTRACT_TOKEN: 'Bearer a.b.c',
        CONTRACT_USER: 'admin',
        CONTRACT_PASSWORD: 'x=y',
        CONTRACT_ALLOW_WRITES: '1',
        CONTRACT_RUN_PREFIX: 'ci-1',
        CONTRACT_SEED: '7',
        CONTRACT_FUZZ_COUNT: '20',
        CONTRACT_LIMITED_USER: 'clerk',
        CONTRACT_LIMITED_PASSWORD: 'pw',
        CONTRACT_HEADERS: 'X-Api-Key: k=1\nX-Tenant: t',
        CONTRACT_TIMEOUT: '2500',
        CONTRACT_INSECURE: '1',
        CONTRACT_ONLY: 'GET /users,captcha,* /roles*',
        CONTRACT_SKIP: 'fuzz',
        CONTRACT_JUNIT: '/repo/out/junit.xml',
        CONTRACT_REPORT_JSON: '/repo/out/report.json',
        CONTRACT_CA: '/repo/certs/ca.pem',
      },
      help: false,
      list: false,
    });
  });

  it('asks for nothing by default', () => {
    expect(parseOptions([])).toEqual({ env: {}, help: false, list: false });
    expect(parseOptions(['--help']).help).toBe(true);
    expect(parseOptions(['--list']).list).toBe(true);
  });

  it.each<[string[], RegExp]>([
    [['--base'], /unknown option --base/],
    [['--base-url'], /--base-url needs a value/],
    [['--token='], /--token needs a value/],
    [['--seed', 'x'], /--seed must be a whole number/],
    [['--allow-writes=no'], /--allow-writes takes no value/],
    [['--insecure=yes'], /--insecure takes no value/],
    [['--user', 'admin'], /--user and --password go together/],
    [['--limited-password', 'pw'], /--limited-user and --limited-password go together/],
    [['--header', 'X-Api-Key'], /--header "X-Api-Key" is not "Name: value"/],
    [['--header', 'Authorization: Bearer x'], /--header may not set Authorization/],
    [['--timeout', '0'], /--timeout must be a whole number of milliseconds above 0, got "0"/],
    [['--timeout', '1.5s'], /--timeout must be a whole number of milliseconds/],
    [['--report', 'xml', 'out.xml'], /--report takes a format and a file: --report json <file>/],
    [['--report', 'json'], /--report json needs a file/],
    [['--only'], /--only needs a value/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(message);
  });
});

describe('readRunConfig', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'run-config-'));
  const pem = path.join(dir, 'ca.pem');
  writeFileSync(pem, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
  writeFileSync(path.join(dir, 'key.pem'), '-----BEGIN PRIVATE KEY-----\n');
  afterAll(() => rmSync(dir, { recursive: true }));

  it('reads the variables, whether options or the caller set them', () => {
    const config = readRunConfig(
      {
        CONTRACT_ONLY: 'GET /users, captcha',
        CONTRACT_SKIP: 'fuzz',
        CONTRACT_JUNIT: 'j.xml',
        CONTRACT_REPORT_JSON: '/abs/r.json',
        CONTRACT_CA: 'ca.pem',
        CONTRACT_HEADERS: 'X-A: 1',
        CONTRACT_TIMEOUT: '900',
      },
      dir,
    );
    expect(config).toEqual({
      junit: path.join(dir, 'j.xml'),
      jsonReport: '/abs/r.json',
      only: ['GET /users', 'captcha'],
      skip: ['fuzz'],
      ca: { file: pem, pem: expect.stringContaining('BEGIN CERTIFICATE') },
      insecure: false,
      transport: { headers: { 'X-A': '1' }, timeoutMs: 900 },
    });
    expect(tlsEnv(config)).toEqual({ NODE_EXTRA_CA_CERTS: pem });
    expect(tlsEnv(readRunConfig({ CONTRACT_INSECURE: '1' }))).toEqual({ NODE_TLS_REJECT_UNAUTHORIZED: '0' });
    expect(tlsEnv(readRunConfig({}))).toEqual({});
  });

  it.each<[NodeJS.ProcessEnv, RegExp]>([
    [{ CONTRACT_CA: 'missing.pem' }, /--ca .*missing\.pem: ENOENT/],
    [{ CONTRACT_CA: 'key.pem' }, /--ca .*key\.pem: no PEM certificate in it/],
    [
      { CONTRACT_CA: 'ca.pem', CONTRACT_INSECURE: '1' },
      /--ca \(CONTRACT_CA\) and --insecure \(CONTRACT_INSECURE\) exclude each other/,
    ],
    [{ CONTRACT_INSECURE: 'yes' }, /CONTRACT_INSECURE must be 1 or empty/],
    [{ CONTRACT_HEADERS: 'X-A 1' }, /CONTRACT_HEADERS "X-A 1" is not "Name: value"/],
  ])('refuses %j', (env, message) => {
    expect(() => readRunConfig(env, dir)).toThrow(message);
  });

  it('splits comma lists', () => {
    expect(splitList(' GET /users, captcha,,* /roles* ')).toEqual(['GET /users', 'captcha', '* /roles*']);
  });
});
