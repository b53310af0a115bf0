import type { Response } from 'supertest';

/**
 * Calls `attempt(0)`, `attempt(1)`, ... until one answers 429, at most `max` calls, passing every
 * earlier answer to `before`; answers the 429 once its Retry-After is checked (whole seconds, ≥ 1).
 */
export async function untilLimited(
  max: number,
  attempt: (i: number) => Promise<Response>,
  before: (res: Response) => void,
): Promise<Response> {
  for (let i = 0; i < max; i += 1) {
    const res = await attempt(i);
    if (res.status === 429) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      return res;
    }
    before(res);
  }
  throw new Error(`no 429 after ${max} calls`);
}
