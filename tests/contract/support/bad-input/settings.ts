/** A whole number from the environment variable `name`, or `fallback` when it is unset or empty. */
function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[0-9]+$/.test(raw)) throw new Error(`${name} must be a whole number, got ${JSON.stringify(raw)}`);
  return Number(raw);
}

/** Whether the suite runs against an API at `CONTRACT_BASE_URL` rather than its own mock. */
export const remoteTarget = Boolean(process.env.CONTRACT_BASE_URL);

/**
 * The seed of every generated case (`CONTRACT_SEED`): the same seed sends the same cases, so a
 * failure it reports can be replayed. @default 20261124
 */
export const contractSeed = wholeNumber('CONTRACT_SEED', 20261124);

/**
 * Bad inputs sent per operation (`CONTRACT_FUZZ_COUNT`). The default keeps bad-input.test.ts well
 * under a minute against the local mock; against a URL any count may be asked for. @default 12
 */
export const fuzzCount = wholeNumber('CONTRACT_FUZZ_COUNT', 12);

/**
 * Whether operations that write (POST, PUT, PATCH, DELETE) are sent bad input: always against the
 * local mock, against a URL only with `CONTRACT_ALLOW_WRITES=1` (a target that wrongly accepts a
 * case would store it).
 */
export const allowWrites = !remoteTarget || process.env.CONTRACT_ALLOW_WRITES === '1';
