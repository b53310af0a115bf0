import fc from 'fast-check';
import type { Response } from 'supertest';
import { badCases, type BadCase } from './support/bad-input/cases';
import { listOperations, type Operation } from './support/bad-input/operations';
import { allowWrites, contractSeed, fuzzCount, remoteTarget } from './support/bad-input/settings';
import { ROOT, bearer, captchaCode, contractTarget } from './support/target';

/*
 * Schema-driven bad input: for every operation of openapi.yaml, requests that break one thing its
 * schemas forbid must get the contract's 400 error body (415 for a body that is not JSON where
 * JSON is taken): never a success, never a 5xx. Replay a run with the CONTRACT_SEED it names.
 */

const t = contractTarget('bad-input.test.ts');
const operations = listOperations();
const readOnly = operations.filter((op) => op.writes && !allowWrites).map((op) => op.id);

let token: string | null = null;
beforeAll(async () => {
  if (captchaCode !== null) token = await t.tokenFor(ROOT);
});

afterAll(() => {
  if (readOnly.length > 0)
    console.info(
      `bad-input.test.ts: writing operations not sent bad input (set CONTRACT_ALLOW_WRITES=1 to send them): ${readOnly.join(', ')}`,
    );
});

/** A seed of its own for each operation, derived from the run's, so adding one changes no other's cases. */
const seedOf = (op: Operation) => [...op.id].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, contractSeed);

async function send(op: Operation, bad: BadCase): Promise<Response> {
  const request = t.api()[op.method](bad.query ? `${bad.path}?${bad.query}` : bad.path);
  if (op.secured && token !== null) request.set('Authorization', bearer(token));
  return bad.body === undefined ? request : request.set('Content-Type', bad.body.type).send(bad.body.text);
}

/** The smallest body limit of the mock's routes: a larger bad body may be refused as too large instead. */
const SMALLEST_BODY_LIMIT = 4096;

/**
 * The statuses that refuse `bad` as the contract says: its own, or 413 (documented on every
 * operation that takes a body) for a body too large for some route, e.g. an overlong avatar of
 * multi-byte characters.
 */
const refusals = (bad: BadCase): number[] =>
  bad.body !== undefined && Buffer.byteLength(bad.body.text) > SMALLEST_BODY_LIMIT ? [bad.status, 413] : [bad.status];

/** Why the answer to `bad` is wrong, or null when it is the contract's error body with a refusing status. */
function problemWith(res: Response, bad: BadCase): string | null {
  const statuses = refusals(bad);
  try {
    t.check(res, statuses.includes(res.status) ? res.status : bad.status);
    const error = (res.body as { error?: { code?: unknown } }).error;
    return error?.code === res.status ? null : `error.code ${String(error?.code)} is not ${res.status}`;
  } catch (failure) {
    return (failure as Error).message;
  }
}

describe.each(operations.filter((op) => allowWrites || !op.writes))('$id', (op) => {
  const run = op.secured ? t.itWithCaptcha : it;
  run(
    `${op.method.toUpperCase()} ${op.template} answers bad input with the contract's error body`,
    async () => {
      const seed = seedOf(op);
      const cases = fc.sample(badCases(op, seed), { seed, numRuns: fuzzCount });
      const failures: string[] = [];
      for (const [index, bad] of cases.entries()) {
        const res = await send(op, bad);
        const problem = problemWith(res, bad);
        if (problem !== null) {
          const sent = `${op.method.toUpperCase()} ${bad.path}${bad.query ? `?${bad.query}` : ''}${bad.body ? ` [${bad.body.type}] ${bad.body.text.slice(0, 200)}` : ''}`;
          failures.push(
            `case ${index} (${bad.what}): ${sent}\n    -> ${res.status} ${res.text.slice(0, 200)}\n    ${problem}`,
          );
        }
      }
      if (failures.length > 0) {
        throw new Error(
          `${op.id}: ${failures.length} of ${cases.length} bad inputs not refused as the contract says (CONTRACT_SEED=${contractSeed}, operation seed ${seed}):\n${failures.join('\n')}`,
        );
      }
      expect(cases).toHaveLength(fuzzCount);
    },
    remoteTarget ? 10_000 + fuzzCount * 2_000 : 20_000,
  );
});
