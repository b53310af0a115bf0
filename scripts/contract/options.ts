import path from 'node:path';
import { parseHeader } from '../../tests/contract/support/transport';

/** What `npm run contract` was asked to do. */
export interface ContractOptions {
  /** The variables (`CONTRACT_*`) the options set: each option has one, which the option overrides. */
  env: Record<string, string>;
  /** Print the usage and stop. */
  help: boolean;
  /** Print the operations and groups `--only` and `--skip` take, and stop. */
  list: boolean;
}

/** Options that take a value, and the variable each one sets. */
const VALUED: Record<string, string> = {
  '--base-url': 'CONTRACT_BASE_URL',
  '--captcha-code': 'CONTRACT_CAPTCHA_CODE',
  '--token': 'CONTRACT_TOKEN',
  '--user': 'CONTRACT_USER',
  '--password': 'CONTRACT_PASSWORD',
  '--limited-user': 'CONTRACT_LIMITED_USER',
  '--limited-password': 'CONTRACT_LIMITED_PASSWORD',
  '--run-prefix': 'CONTRACT_RUN_PREFIX',
  '--seed': 'CONTRACT_SEED',
  '--fuzz-count': 'CONTRACT_FUZZ_COUNT',
  '--timeout': 'CONTRACT_TIMEOUT',
  '--ca': 'CONTRACT_CA',
  '--junit': 'CONTRACT_JUNIT',
};

/** Options that may be given again, and the separator their values are joined with. */
const REPEATABLE: Record<string, { name: string; separator: string }> = {
  '--header': { name: 'CONTRACT_HEADERS', separator: '\n' },
  '--only': { name: 'CONTRACT_ONLY', separator: ',' },
  '--skip': { name: 'CONTRACT_SKIP', separator: ',' },
};

/** Options without a value, and the variable each one sets to 1. */
const SWITCHES: Record<string, string> = {
  '--allow-writes': 'CONTRACT_ALLOW_WRITES',
  '--insecure': 'CONTRACT_INSECURE',
};

const NUMERIC = new Set(['--seed', '--fuzz-count']);
const PATHS = new Set(['--ca', '--junit']);
/** The formats `--report` writes (JUnit XML has `--junit`, as before). */
const REPORT_FORMATS: Record<string, string> = { json: 'CONTRACT_REPORT_JSON' };

/** Options that go together, as `--user` and `--password` do. */
const PAIRS = [
  ['--user', '--password'],
  ['--limited-user', '--limited-password'],
] as const;

/** Parses `argv` (`--name value` or `--name=value`); throws a message for the user on anything else. */
export function parseOptions(argv: readonly string[], cwd = process.cwd()): ContractOptions {
  const options: ContractOptions = { env: {}, help: false, list: false };
  const given = new Set<string>();
  /** The values of each repeatable option given, in order. */
  const repeated = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const next = () => {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined || value === '') throw new Error(`${flag} needs a value`);
      return value;
    };
    given.add(flag);
    if (flag === '--help' || flag === '-h' || flag === '--list') {
      options[flag === '--list' ? 'list' : 'help'] = true;
    } else if (flag in SWITCHES) {
      if (inline !== undefined) throw new Error(`${flag} takes no value`);
      options.env[SWITCHES[flag]!] = '1';
    } else if (flag in REPEATABLE) {
      const value = next();
      if (flag === '--header') parseHeader(value);
      repeated.set(flag, [...(repeated.get(flag) ?? []), value]);
    } else if (flag === '--report') {
      const format = next();
      const variable = REPORT_FORMATS[format];
      if (!variable)
        throw new Error(
          `--report takes a format and a file: --report json <file> (JUnit XML: --junit <file>); got "${format}"`,
        );
      const file = argv[(i += 1)];
      if (!file) throw new Error(`--report ${format} needs a file`);
      options.env[variable] = path.resolve(cwd, file);
    } else if (flag in VALUED) {
      const value = next();
      if (NUMERIC.has(flag) && !/^\d+$/.test(value)) throw new Error(`${flag} must be a whole number, got "${value}"`);
      if (flag === '--timeout' && !/^[1-9]\d*$/.test(value))
        throw new Error(`--timeout must be a whole number of milliseconds above 0, got "${value}"`);
      options.env[VALUED[flag]!] = PATHS.has(flag) ? path.resolve(cwd, value) : value;
    } else {
      throw new Error(`unknown option ${flag} (see --help)`);
    }
  }
  for (const [a, b] of PAIRS) if (given.has(a) !== given.has(b)) throw new Error(`${a} and ${b} go together`);
  for (const [flag, values] of repeated) {
    const { name, separator } = REPEATABLE[flag]!;
    options.env = { ...options.env, [name]: values.join(separator) };
  }
  return options;
}
