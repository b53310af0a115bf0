/**
 * The order jest runs test files in (jest.config.js `testSequencer`): jest's own (the last run's
 * failures and slowest files first, from its cache; without one, the biggest files first), with
 * the e2e accessibility tours moved to the front. They are the longest e2e files yet among the
 * smallest (each one call of the shared tour), so a fresh clone would start them last and end the
 * run with only them left and a core idle. Plain JavaScript: jest loads its sequencer untransformed.
 */
import Sequencer from '@jest/test-sequencer';

const TOUR = /\/tests\/e2e\/accessibility-[^/]+\.test\.ts$/;

export default class ToursFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter((test) => TOUR.test(test.path)), ...sorted.filter((test) => !TOUR.test(test.path))];
  }
}
