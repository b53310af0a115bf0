/**
 * The order jest runs test files in (jest.config.js `testSequencer`): jest's own (the last run's
 * failures and slowest files first, from its cache; without one, the biggest files first), with
 * the longest e2e files moved to the front, longest first. Several of them are among the smallest
 * files (the accessibility tours are one call of a shared tour each), so a fresh clone would start
 * them last and end the run with one of them left and the other workers idle. Plain JavaScript:
 * jest loads its sequencer untransformed.
 */
import Sequencer from '@jest/test-sequencer';

/** The e2e files that take a minute or more on a loaded two-core machine, longest first. */
const LONGEST = [
  /\/tests\/e2e\/demo-pages\.test\.ts$/,
  /\/tests\/e2e\/accessibility-[^/]+\.test\.ts$/,
  /\/tests\/e2e\/auth-flow\.test\.ts$/,
  /\/tests\/e2e\/sign-in-repeat\.test\.ts$/,
  /\/tests\/e2e\/clock-skew\.test\.ts$/,
  /\/tests\/e2e\/system-management\.test\.ts$/,
  /\/tests\/e2e\/menu-admin-large\.test\.ts$/,
  /\/tests\/e2e\/engine-[^/]+\.test\.ts$/,
];

/** A file's place in {@link LONGEST}, or the end for any other file. */
const rank = (test) => {
  const at = LONGEST.findIndex((pattern) => pattern.test(test.path));
  return at === -1 ? LONGEST.length : at;
};

export default class LongestFirst extends Sequencer {
  async sort(tests) {
    // Array.prototype.sort is stable: files of one rank keep jest's order.
    return [...(await super.sort(tests))].sort((a, b) => rank(a) - rank(b));
  }
}
