import { CLEAN_COUNTS } from './clean-counts';
import { buildReport, type SoakFacts } from './report';
import { emptyTally, type SoakTally } from './tally';

const facts = (changes: Partial<SoakFacts> = {}): SoakFacts => ({
  options: { sessions: 3, durationMs: 20_000, seed: 9 },
  restarts: 1,
  downMs: 1500,
  acknowledgedCreates: 4,
  missingCreates: [],
  mockDied: null,
  ...changes,
});

const tally = (changes: Partial<SoakTally> = {}): SoakTally => ({
  ...emptyTally(),
  requests: 4,
  latencyMs: [10, 20, 30, 400],
  ...changes,
});

describe('buildReport', () => {
  it('passes a run with no 5xx, no unexpected 9999 and every write kept, and prints its figures', () => {
    const report = buildReport(
      tally({ otherRefusals: { '400': 2 }, endedSessions: { refused: 5, accepted: 0, unsure: 1 } }),
      facts(),
    );
    expect(report.failures).toEqual([]);
    expect(report.counts).toEqual(CLEAN_COUNTS);
    expect(report.lines).toEqual(
      expect.arrayContaining([
        'sessions: 3 for 20 s (seed 9)',
        'requests answered: 4',
        'latency: p50 20 ms, p95 400 ms, p99 400 ms, max 400 ms',
        'logouts whose session was then refused: 5 of 6 (not refused: 0, unsure for want of an answer: 1)',
        'acknowledged creates: 4, missing after the restart: 0',
        '429 answers: 0, other refusals: 2 x 400',
      ]),
    );
    expect(report.lines.at(-1)).toBe('PASS');
  });

  it('fails on each of 5xx, unexpected 9999, missing writes, revived tokens and sessions not ended by their logout, naming them', () => {
    const timeouts = { ...emptyTally().sessionTimeouts, unexpected: 2, expired: 7 };
    const report = buildReport(
      tally({
        serverErrors: 1,
        sessionTimeouts: timeouts,
        revokedAccepted: 3,
        endedSessions: { refused: 4, accepted: 2, unsure: 0 },
        examples: ['GET /users: 500 boom'],
      }),
      facts({ missingCreates: ['r-1 (soak-0-1)'] }),
    );
    expect(report.counts).toEqual({
      serverErrors: 1,
      unexpected9999: 2,
      missingWrites: 1,
      revokedAccepted: 3,
      endedSessionsAccepted: 2,
    });
    expect(report.failures).toEqual([
      '1 answers were 5xx',
      '2 unexpected 9999 answers',
      '3 logged-out tokens were accepted again',
      '2 logged-out sessions were not refused',
      '1 acknowledged creates are missing: r-1 (soak-0-1)',
    ]);
    expect(report.lines).toContain(
      'logouts whose session was then refused: 4 of 6 (not refused: 2, unsure for want of an answer: 0)',
    );
    expect(report.lines).toContain('  GET /users: 500 boom');
    expect(report.lines.at(-1)).toMatch(/^FAIL: 1 answers were 5xx; 2 unexpected 9999/);
  });

  it('fails a run that proved nothing: no restart, no acknowledged create, or a mock that died by itself', () => {
    const report = buildReport(tally(), facts({ restarts: 0, acknowledgedCreates: 0, mockDied: 'exit code 1: boom' }));
    expect(report.failures).toEqual([
      'no create was acknowledged, so no write was checked',
      'the mock was never killed and restarted',
      'the mock died on its own: exit code 1: boom',
    ]);
  });

  it('prints a dash for the latency of a run without answers', () => {
    expect(buildReport(tally({ requests: 0, latencyMs: [] }), facts()).lines).toContain(
      'latency: p50 -, p95 -, p99 -, max -',
    );
  });
});
