import { CLEAN_COUNTS } from './clean-counts';
import { hardStopMarginMs, runSoak } from './run-soak';

const options = { sessions: 4, durationMs: 20_000, seed: 1 };

describe('npm run soak, short', () => {
  it(
    'loses no acknowledged write across a kill -9 and answers no 5xx and no unexpected 9999',
    async () => {
      const lines: string[] = [];
      const report = await runSoak(options, (line) => lines.push(line));
      // The whole report, with examples of each failure, for whoever reads a red run.
      if (report.failures.length > 0) console.info([...lines, ...report.lines].join('\n'));
      expect(report.counts).toEqual(CLEAN_COUNTS);
      // Also fails a run that proved nothing (no restart, no acknowledged create) or a mock that died.
      expect(report.failures).toEqual([]);
    },
    options.durationMs + hardStopMarginMs(options.sessions) + 10_000,
  );
});
