/** The rule groups `--only` and `--skip` take besides operations. */
export type Group = 'captcha' | 'throttle' | 'permissions' | 'fuzz';

/** Part of a group: the test files named by `file` (a glob), or only their top-level describes (operations) named by `operations` (globs). */
export interface GroupPart {
  file: string;
  operations?: string[];
}

/**
 * Which tests each group holds: the one table the CLI selects groups by (the test files stay
 * untagged). A test may sit in two groups, e.g. the captcha flood in captcha and throttle.
 */
export const GROUPS: Record<Group, { holds: string; parts: GroupPart[] }> = {
  captcha: {
    holds: 'captcha ids and images (GET /pub/login/captchaid, GET /pub/login/captcha), their flood limit included',
    parts: [{ file: 'captcha.test.ts' }],
  },
  throttle: {
    holds:
      'rate limits and lock-outs: failed logins per account and per client, captcha floods, forged client addresses',
    parts: [
      { file: 'client-limits.test.ts' },
      { file: 'login-lock.test.ts' },
      { file: 'login.test.ts', operations: ['POST /pub/login brute force'] },
      { file: 'captcha.test.ts', operations: ['* under a flood'] },
    ],
  },
  permissions: {
    holds:
      'who may do what: privilege rules, sessions and access following user and role changes, the 401s of every system list (<collection> guards)',
    parts: [
      { file: 'privileges.test.ts' },
      { file: 'system-consistency.test.ts' },
      { file: 'system-*.test.ts', operations: ['* guards'] },
    ],
  },
  fuzz: {
    holds:
      'schema-driven bad input sent to every operation of the contract (--seed, --fuzz-count); its operations are named by operationId',
    parts: [{ file: 'bad-input.test.ts' }],
  },
};
