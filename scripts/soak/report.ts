import { percentile } from '../bench/types';
import type { SoakOptions } from './options';
import type { SoakTally } from './tally';

/** What the run found besides the sessions' tally. */
export interface SoakFacts {
  options: SoakOptions;
  /** Times the mock was killed with SIGKILL and started again. */
  restarts: number;
  /** How long the mock was unreachable across the restarts, in ms. */
  downMs: number;
  /** Creates answered 2xx, each checked at the end. */
  acknowledgedCreates: number;
  /** Of those, the ones the restarted mock no longer has. */
  missingCreates: string[];
  /** How the mock ended when it was not killed by the run (its exit code or signal, and its last words). */
  mockDied: string | null;
}

/** The printed report, the figures it is judged on, and its verdict. */
export interface SoakReport {
  lines: string[];
  counts: {
    serverErrors: number;
    unexpected9999: number;
    missingWrites: number;
    revokedAccepted: number;
    endedSessionsAccepted: number;
  };
  /** Why the run failed; empty when it passed. */
  failures: string[];
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);

/**
 * The report of a run and its verdict: it fails on any 5xx, unexpected 9999, missing acknowledged
 * create, logged-out token accepted again or logged-out sign-in not refused, and also when it
 * proved nothing (no restart, no create acknowledged) or the mock died on its own.
 */
export function buildReport(tally: SoakTally, facts: SoakFacts): SoakReport {
  const { options } = facts;
  const timeouts = tally.sessionTimeouts;
  const ended = tally.endedSessions;
  const loggedOut = ended.refused + ended.accepted + ended.unsure;
  const latency = (p: number) => ms(percentile(tally.latencyMs, p));
  const refusals = Object.entries(tally.otherRefusals)
    .map(([kind, count]) => `${count} x ${kind}`)
    .join(', ');
  const lines = [
    `sessions: ${options.sessions} for ${options.durationMs / 1000} s (seed ${options.seed})`,
    `requests answered: ${tally.requests}`,
    `latency: p50 ${latency(50)}, p95 ${latency(95)}, p99 ${latency(99)}, max ${latency(100)}`,
    `5xx answers: ${tally.serverErrors}`,
    `unexpected 9999 answers: ${timeouts.unexpected} (expected ones: ${timeouts['logged-out']} after logout, ${timeouts.expired} expired, ${timeouts.replaced} past the refresh grace)`,
    `logged-out tokens accepted again: ${tally.revokedAccepted}`,
    `logouts whose session was then refused: ${ended.refused} of ${loggedOut} (not refused: ${ended.accepted}, unsure for want of an answer: ${ended.unsure})`,
    `acknowledged creates: ${facts.acknowledgedCreates}, missing after the restart: ${facts.missingCreates.length}`,
    `kill -9 and restart: ${facts.restarts} (down ${(facts.downMs / 1000).toFixed(1)} s; ${tally.unreachable} attempts found it down and were retried, ${tally.noAnswer} requests got no answer)`,
    `429 answers: ${tally.throttled}, other refusals: ${refusals || 'none'}`,
  ];
  const failures: string[] = [];
  if (tally.serverErrors > 0) failures.push(`${tally.serverErrors} answers were 5xx`);
  if (timeouts.unexpected > 0) failures.push(`${timeouts.unexpected} unexpected 9999 answers`);
  if (tally.revokedAccepted > 0) failures.push(`${tally.revokedAccepted} logged-out tokens were accepted again`);
  if (ended.accepted > 0) failures.push(`${ended.accepted} logged-out sessions were not refused`);
  if (facts.missingCreates.length > 0) {
    failures.push(
      `${facts.missingCreates.length} acknowledged creates are missing: ${facts.missingCreates.slice(0, 5).join(', ')}`,
    );
  }
  if (facts.acknowledgedCreates === 0) failures.push('no create was acknowledged, so no write was checked');
  if (facts.restarts === 0) failures.push('the mock was never killed and restarted');
  if (facts.mockDied !== null) failures.push(`the mock died on its own: ${facts.mockDied}`);
  if (tally.examples.length > 0) lines.push('examples:', ...tally.examples.map((e) => `  ${e}`));
  lines.push(failures.length === 0 ? 'PASS' : `FAIL: ${failures.join('; ')}`);
  const counts = {
    serverErrors: tally.serverErrors,
    unexpected9999: timeouts.unexpected,
    missingWrites: facts.missingCreates.length,
    revokedAccepted: tally.revokedAccepted,
    endedSessionsAccepted: ended.accepted,
  };
  return { lines, counts, failures };
}
