/**
 * Many sign-ins in a row, each in a fresh browser context, as people make them (the captcha
 * image shows, they type, they press Enter in the password field), against a mock whose root
 * holds 100 extra menus: every one reaches the dashboard and loads the user at most twice. Every
 * tenth context runs with its CPU slowed down, as on a loaded machine. `npm test` runs a short
 * round of 8, to stay within its time; `npm run stress:sign-in` runs 50, and `SIGN_IN_REPEAT=200`
 * a longer stress that prints what went wrong; `SIGN_IN_THROTTLE` sets the slow-down.
 */
import { describeFaults, signInFreshContext, type SignInRecord } from './support/sign-in-run';
import { useE2e } from './support/e2e-session';

const RUNS = Number(process.env.SIGN_IN_REPEAT ?? 8);
/** `SIGN_IN_VERBOSE=1` prints each sign-in's record as it ends (jest holds console output until the end). */
const VERBOSE = process.env.SIGN_IN_VERBOSE === '1';
const THROTTLE = Number(process.env.SIGN_IN_THROTTLE ?? 4);
const KEY_DELAY = Number(process.env.SIGN_IN_KEY_DELAY ?? 20);
/** `SIGN_IN_THROTTLE_EVERY=5` slows down every fifth context. */
const THROTTLE_EVERY = Number(process.env.SIGN_IN_THROTTLE_EVERY ?? 10);
/** `SIGN_IN_ROUNDS=4` signs in four times in each tab, signing out between them. */
const ROUNDS = Number(process.env.SIGN_IN_ROUNDS ?? 1);
/** The user is loaded once per sign-in; a second load is allowed (a guard may ask again). */
const MAX_USER_LOADS = 2;

// A hang detector, never a speed check: a throttled sign-in on a loaded machine may take long.
jest.setTimeout(RUNS * 60_000);

const e2e = useE2e({ menuNodes: 100 });

it(`signs in ${RUNS} times in a row, each reaching the dashboard with at most ${MAX_USER_LOADS} user loads`, async () => {
  const records: SignInRecord[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const done = await signInFreshContext(e2e.browser, e2e.stack.baseUrl, {
      run,
      throttle: run % THROTTLE_EVERY === 0 ? THROTTLE : 1,
      keyDelay: KEY_DELAY,
      rounds: ROUNDS,
    });
    if (VERBOSE) process.stderr.write(done.map((record) => `${JSON.stringify(record)}\n`).join(''));
    records.push(...done);
  }
  const faults = describeFaults(records, MAX_USER_LOADS);
  if (RUNS > 50) console.info(`${faults.length} of ${RUNS} sign-ins went wrong:\n${faults.join('\n')}`);
  expect(faults).toEqual([]);
});
