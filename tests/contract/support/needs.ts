/**
 * What a contract test may need of the run: `login` (the target's captcha answer, so the suite can
 * log in), `admin` (an administrator's token: a login or `CONTRACT_TOKEN`), `writes` (leave to
 * create, change and delete on the target), `limited` (a second account with fewer rights: given,
 * or created by the suite when it may write), `notices` (live notices, which a back end may lack:
 * the CLI found `GET /pub/current/notices` answered 404, `CONTRACT_NOTICES=absent`).
 */
export type Need = 'login' | 'admin' | 'writes' | 'limited' | 'notices';

/** The part of jest's `it` the suite uses. */
export type ItLike = ((name: string, fn: jest.ProvidesCallback, timeout?: number) => void) & { each: jest.Each };

const HOW: Record<Need, string> = {
  login: "needs a login: pass --captcha-code (the target's fixed captcha answer)",
  admin: 'needs an administrator: pass --token or --captcha-code',
  writes: 'changes data on the target: pass --allow-writes',
  limited:
    'needs a second account with fewer rights: pass --limited-user and --limited-password, or --allow-writes to have one created',
  notices: 'the target has no live notices (GET /pub/current/notices answers 404, which the contract allows)',
};

/** The reason a test that needs `missing` is skipped (the report reads it back from the test's name). */
export const skipReason = (missing: Need[]) => missing.map((need) => HOW[need]).join('; ');

/** The marker the report finds a skip reason by: `<test name> [skipped: <reason>]`. */
export const SKIP_MARKER = / \[skipped: (.+)\]$/;

/** The name of a test skipped for `reason`, which `SKIP_MARKER` reads back. */
export const skipLabel = (name: string, reason: string) => `${name} [skipped: ${reason}]`;

/** An `it` that skips every test it is given, naming `reason`. */
export function skipping(reason: string): ItLike {
  const label = (name: string) => skipLabel(name, reason);
  const skip = (name: string, fn: jest.ProvidesCallback, timeout?: number) => it.skip(label(name), fn, timeout);
  // `Each` is a set of overloads; the twin only relabels, so one loosely typed body serves them all.
  const eachOf = it.skip.each as unknown as (
    ...table: unknown[]
  ) => (name: string, fn: unknown, timeout?: number) => void;
  const each = ((...table: unknown[]) =>
    (name: string, fn: unknown, timeout?: number) =>
      eachOf(...table)(label(name), fn, timeout)) as unknown as jest.Each;
  return Object.assign(skip, { each });
}
