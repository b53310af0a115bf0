import { type Answer, errorCode } from './mock-api';
import { explain9999, type Reason9999, type TokenLife } from './token-life';

/** What trying the tokens of a sign-in right after its logout showed. */
export type EndedSession = 'refused' | 'accepted' | 'unsure';

/** How many examples of each kind of failure a report quotes. */
const EXAMPLES_KEPT = 5;

/** Everything the sessions counted; one object shared by all of them. */
export interface SoakTally {
  /** Requests that got an answer. */
  requests: number;
  /** Time to answer of each of them. */
  latencyMs: number[];
  serverErrors: number;
  /** Code 9999 answers by what allowed them. */
  sessionTimeouts: Record<Reason9999, number>;
  /** 429 answers (the sessions wait out `Retry-After`). */
  throttled: number;
  /** Any other non-2xx answer, by `<status>` or `<status> code <code>` when the code differs. */
  otherRefusals: Record<string, number>;
  /** Attempts that found no server listening (while it restarts); retried, not answers. */
  unreachable: number;
  /** Requests cut off without an answer (the kill, a reset, the 10 s time-out). */
  noAnswer: number;
  /** Logged-out tokens the mock accepted again (a revocation lost, for one across a restart). */
  revokedAccepted: number;
  /**
   * Acknowledged logouts by what every token of the sign-in got right after, for a request and a
   * refresh: all refused (9999), one accepted, or unsure (no answer, or another refusal).
   */
  endedSessions: Record<EndedSession, number>;
  /** The first few failures (5xx, unexpected 9999, revoked tokens or sessions accepted), as `METHOD path: detail`. */
  examples: string[];
}

/** A tally with nothing counted. */
export function emptyTally(): SoakTally {
  return {
    requests: 0,
    latencyMs: [],
    serverErrors: 0,
    sessionTimeouts: { 'logged-out': 0, expired: 0, replaced: 0, unexpected: 0 },
    throttled: 0,
    otherRefusals: {},
    unreachable: 0,
    noAnswer: 0,
    revokedAccepted: 0,
    endedSessions: { refused: 0, accepted: 0, unsure: 0 },
    examples: [],
  };
}

/** Keeps `text` as an example of a failure, unless enough are kept. */
export function example(tally: SoakTally, text: string): void {
  if (tally.examples.length < EXAMPLES_KEPT) tally.examples.push(text);
}

/**
 * Counts one answer to `METHOD path` sent with `token` (if any) and answered after `latencyMs`,
 * at `answeredAt`; a 9999 is judged by `explain9999`.
 */
export function countAnswer(
  tally: SoakTally,
  request: string,
  answer: Answer,
  latencyMs: number,
  answeredAt: number,
  token?: TokenLife,
): void {
  tally.requests += 1;
  tally.latencyMs.push(latencyMs);
  if (answer.status >= 500) {
    tally.serverErrors += 1;
    example(tally, `${request}: ${answer.status} ${answer.body.slice(0, 200)}`);
  } else if (answer.status === 429) {
    tally.throttled += 1;
  } else if (answer.status === 401 && errorCode(answer) === 9999) {
    const reason = token
      ? explain9999(token, answeredAt, { refresh: request === 'POST /pub/refresh-token' })
      : 'unexpected';
    tally.sessionTimeouts[reason] += 1;
    if (reason === 'unexpected') example(tally, `${request}: 9999 for a token ${describeToken(token, answeredAt)}`);
  } else if (answer.status < 200 || answer.status > 299) {
    const code = errorCode(answer);
    const key = code === null || code === answer.status ? String(answer.status) : `${answer.status} code ${code}`;
    tally.otherRefusals[key] = (tally.otherRefusals[key] ?? 0) + 1;
  }
}

function describeToken(token: TokenLife | undefined, at: number): string {
  if (!token) return 'never sent';
  const age = (at - token.receivedAt) / 1000;
  const replaced =
    token.replacedAt === null ? 'not replaced' : `replaced ${((at - token.replacedAt) / 1000).toFixed(1)} s before`;
  return `${age.toFixed(1)} s old, ${replaced}, expiring ${((token.expiresAt - at) / 1000).toFixed(1)} s later`;
}
