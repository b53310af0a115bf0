import { GROUPS } from './groups';

/** What each exit code of `npm run contract` means. */
export const EXIT = { passed: 0, failed: 1, usage: 2, interrupted: 130 } as const;

const groups = Object.entries(GROUPS)
  .map(([name, { holds }]) => `  ${name.padEnd(12)} ${holds}`)
  .join('\n');

/**
 * The usage text of `npm run contract`, or of the packed suite (`node cli.js`), which has no mock
 * servers of its own to run against without `--base-url`.
 */
export function usageText({ ownMocks }: { ownMocks: boolean }): string {
  const command = ownMocks ? 'npm run contract -- [options]' : 'node cli.js [options]';
  const target = ownMocks
    ? 'Without --base-url it runs against mock servers it starts itself.'
    : '--base-url is required: this suite holds no mock server.';
  return `${command}

Runs the contract suite and prints a report per operation.
${target}
Every option has the variable on its right; the option wins over the variable.

Target and accounts
  --base-url <url>           the API to test; the host root (https://api.example.com) or
                             with the API prefix (https://api.example.com/api/v1)  CONTRACT_BASE_URL
  --captcha-code <code>      the target's fixed captcha answer: the suite can log in
                             (a mock started with MOCK_CAPTCHA_CODE)           CONTRACT_CAPTCHA_CODE
  --token <token>            an administrator's token ("Bearer …" or bare) got by hand  CONTRACT_TOKEN
  --user <name>              the administrator to log in as (with --captcha-code)  CONTRACT_USER
  --password <password>      their password                                    CONTRACT_PASSWORD
  --limited-user <name>      a user with fewer rights, for the permission tests    CONTRACT_LIMITED_USER
  --limited-password <pw>    their password                                    CONTRACT_LIMITED_PASSWORD
  --allow-writes             run the tests that create, change and delete      CONTRACT_ALLOW_WRITES=1
  --run-prefix <prefix>      the prefix of every record the run creates        CONTRACT_RUN_PREFIX

Requests
  --header 'Name: value'     sent on every request (an API key, a gateway's header);
                             repeatable                     CONTRACT_HEADERS (one header a line)
  --timeout <ms>             a request slower than this fails its test          CONTRACT_TIMEOUT
  --ca <file>                also trust the certificates in this PEM file      CONTRACT_CA
  --insecure                 check no TLS certificate (prints a warning)       CONTRACT_INSECURE=1

What runs
  --only <what>              run only these: operations ('GET /users'), globs ('* /roles*') or
                             groups; repeatable, comma lists allowed            CONTRACT_ONLY
  --skip <what>              leave these out, the same way                     CONTRACT_SKIP
  --list                     print the operations and groups, and stop
  --seed <n>                 seed of the schema-driven bad-input test          CONTRACT_SEED
  --fuzz-count <n>           requests per operation of that test               CONTRACT_FUZZ_COUNT

An operation is a test file's top-level describe, as the report names it. Groups:
${groups}

Reports
  --junit <file>             also write JUnit XML to <file>                     CONTRACT_JUNIT
  --report json <file>       also write the results as JSON to <file>          CONTRACT_REPORT_JSON
  A progress line per operation: updated in place on a terminal, plain lines otherwise.

  --help                     this text

Exit codes
  ${EXIT.passed}    no test failed (skipped tests do not count)
  ${EXIT.failed}    a test failed, or records of the run were left on the target
  ${EXIT.usage}    a usage error, or the base URL did not answer (nothing was run)
  ${EXIT.interrupted}  interrupted (Ctrl-C); the run's records were still deleted`;
}
