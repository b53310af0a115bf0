import path from 'node:path';

/** What `npm run contract` was asked to do. */
export interface ContractOptions {
  /** Variables for the jest run (`CONTRACT_*`), over the caller's environment. */
  env: Record<string, string>;
  /** Where to write JUnit XML, or null. */
  junit: string | null;
  /** Print the usage and stop. */
  help: boolean;
}

/** The usage text of `npm run contract`. */
export const USAGE = `npm run contract -- [options]

Runs the contract suite (tests/contract) and prints a report per operation.
Without --base-url it runs against mock servers it starts itself.

  --base-url <url>       the API to test; the host root (https://api.example.com) or with the
                         API prefix (https://api.example.com/api/v1)          CONTRACT_BASE_URL
  --captcha-code <code>  the target's fixed captcha answer: the suite can log in
                         (a mock started with MOCK_CAPTCHA_CODE)               CONTRACT_CAPTCHA_CODE
  --token <token>        an administrator's token ("Bearer …" or bare) got by hand  CONTRACT_TOKEN
  --user <name>          the administrator to log in as (with --captcha-code)  CONTRACT_USER
  --password <password>  their password                                        CONTRACT_PASSWORD
  --allow-writes         run the tests that create, change and delete          CONTRACT_ALLOW_WRITES=1
  --run-prefix <prefix>  the prefix of every record the run creates            CONTRACT_RUN_PREFIX
  --seed <n>             seed of the schema-driven bad-input test              CONTRACT_SEED
  --fuzz-count <n>       requests per operation of that test                   CONTRACT_FUZZ_COUNT
  --junit <file>         also write JUnit XML to <file>
  --help                 this text

Exit code 0 exactly when no test failed (skipped tests do not count).`;

/** Options that take a value, and the variable each one sets. */
const VALUED: Record<string, string> = {
  '--base-url': 'CONTRACT_BASE_URL',
  '--captcha-code': 'CONTRACT_CAPTCHA_CODE',
  '--token': 'CONTRACT_TOKEN',
  '--user': 'CONTRACT_USER',
  '--password': 'CONTRACT_PASSWORD',
  '--run-prefix': 'CONTRACT_RUN_PREFIX',
  '--seed': 'CONTRACT_SEED',
  '--fuzz-count': 'CONTRACT_FUZZ_COUNT',
};

const NUMERIC = new Set(['--seed', '--fuzz-count']);

/** Parses `argv` (`--name value` or `--name=value`); throws a message for the user on anything else. */
export function parseOptions(argv: readonly string[], cwd = process.cwd()): ContractOptions {
  const options: ContractOptions = { env: {}, junit: null, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (flag === '--help' || flag === '-h') {
      options.help = true;
      continue;
    }
    if (flag === '--allow-writes') {
      if (inline !== undefined) throw new Error('--allow-writes takes no value');
      options.env.CONTRACT_ALLOW_WRITES = '1';
      continue;
    }
    if (!(flag in VALUED) && flag !== '--junit') throw new Error(`unknown option ${flag} (see --help)`);
    const value = inline ?? argv[(i += 1)];
    if (value === undefined || value === '') throw new Error(`${flag} needs a value`);
    if (NUMERIC.has(flag) && !/^\d+$/.test(value)) throw new Error(`${flag} must be a whole number, got "${value}"`);
    if (flag === '--junit') options.junit = path.resolve(cwd, value);
    else options.env[VALUED[flag]!] = value;
  }
  if (Boolean(options.env.CONTRACT_USER) !== Boolean(options.env.CONTRACT_PASSWORD)) throw new Error('--user and --password go together');
  return options;
}
