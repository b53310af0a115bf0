import { parseOptions } from './options';

describe('parseOptions', () => {
  it('turns every option into the variable the suite reads', () => {
    const argv = ['--base-url', 'http://h:1', '--captcha-code=abcd', '--token', 'Bearer a.b.c', '--user', 'admin', '--password', 'x=y', '--allow-writes', '--run-prefix', 'ci-1', '--seed', '7', '--fuzz-count=20', '--junit', 'out/junit.xml'];
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
      },
      junit: '/repo/out/junit.xml',
      help: false,
    });
  });

  it('asks for nothing by default', () => {
    expect(parseOptions([])).toEqual({ env: {}, junit: null, help: false });
    expect(parseOptions(['--help']).help).toBe(true);
  });

  it.each<[string[], RegExp]>([
    [['--base'], /unknown option --base/],
    [['--base-url'], /--base-url needs a value/],
    [['--token='], /--token needs a value/],
    [['--seed', 'x'], /--seed must be a whole number/],
    [['--allow-writes=no'], /takes no value/],
    [['--user', 'admin'], /--user and --password go together/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(message);
  });
});
