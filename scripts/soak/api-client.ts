import type http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Answer, send } from './mock-api';
import { countAnswer, type SoakTally } from './tally';
import type { TokenLife } from './token-life';

/** What every client of one run shares. */
export interface RunContext {
  agent: http.Agent;
  /** `http://127.0.0.1:<port>`: the same across restarts. */
  origin: URL;
  tally: SoakTally;
  /** Whether the run is over (its time is up, or the hard stop fired): nothing is retried then. */
  isOver: () => boolean;
}

/** How long a client waits before trying a server that is down (restarting) again. */
const RETRY_DOWN_MS = 200;
/** How long one request keeps trying a server that is down: a restart takes seconds, a dead mock forever. */
const GIVE_UP_DOWN_MS = 30_000;

/** Whether the error says the request never reached a server (none listening): safe to send again. */
function neverSent(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
}

/** The JSON body of a 2xx answer; undefined for anything else (a 2xx that is no JSON included). */
export function bodyOf<T>(answer: Answer | null): T | undefined {
  if (!answer || answer.status < 200 || answer.status > 299) return undefined;
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
}

/**
 * One client of the mock, from its own loopback address (the mock's per-client limits key on it,
 * as they would on real users' addresses). Every answer is counted in the run's tally; a request
 * that finds the server down is sent again until it is back, for up to 30 s (counted apart, never
 * as an answer), and one cut off without an answer is given up (it may or may not have been applied).
 */
export class ApiClient {
  constructor(
    private readonly run: RunContext,
    /** The loopback address requests come from; the system default when undefined. */
    private readonly localAddress?: string,
  ) {}

  /** Sends `METHOD path` with `token` and `body`; null when no answer came. */
  async call(
    method: string,
    path: string,
    options: { token?: TokenLife; body?: unknown } = {},
  ): Promise<Answer | null> {
    const { token, body } = options;
    const giveUpAt = Date.now() + GIVE_UP_DOWN_MS;
    for (;;) {
      const startedAt = performance.now();
      try {
        const answer = await send(this.run.agent, this.run.origin, method, path, {
          authorization: token?.authorization,
          body,
          localAddress: this.localAddress,
        });
        countAnswer(this.run.tally, `${method} ${path}`, answer, performance.now() - startedAt, Date.now(), token);
        return answer;
      } catch (error) {
        if (!neverSent(error) || this.run.isOver() || Date.now() >= giveUpAt) {
          this.run.tally.noAnswer += 1;
          return null;
        }
        this.run.tally.unreachable += 1;
        await sleep(RETRY_DOWN_MS);
      }
    }
  }
}
