/** The settings of one soak run, from the command line of `npm run soak`. */
export interface SoakOptions {
  /** Concurrent sessions, each with its own user. @default 200 */
  sessions: number;
  /** How long the sessions run, in ms (`--minutes`, or `--seconds` for short runs). @default 600000 */
  durationMs: number;
  /** Seeds every random choice of the sessions. @default drawn at random (and printed) */
  seed: number;
}

/** The usage line printed with a bad argument. */
export const USAGE = 'usage: npm run soak -- [--sessions N] [--minutes M | --seconds S] [--seed X]';

const FLAGS = ['--sessions', '--minutes', '--seconds', '--seed'] as const;
type Flag = (typeof FLAGS)[number];

function positiveInteger(flag: Flag, value: string | undefined, min: number): number {
  const parsed = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(parsed) || parsed < min) {
    throw new Error(
      `${flag} takes an integer of at least ${min}, got ${value === undefined ? 'nothing' : `"${value}"`}\n${USAGE}`,
    );
  }
  return parsed;
}

/**
 * Reads `--sessions N --minutes M --seconds S --seed X` (each also as `--flag=value`); throws a
 * message with the usage on anything else. `--seconds` wins over `--minutes`.
 */
export function parseSoakOptions(
  argv: readonly string[],
  drawSeed: () => number = () => Math.floor(Math.random() * 2 ** 31),
): SoakOptions {
  const given = new Map<Flag, string | undefined>();
  for (let i = 0; i < argv.length; i += 1) {
    const [name, inline] = (argv[i] ?? '').split(/=(.*)/s, 2);
    if (!FLAGS.includes(name as Flag)) throw new Error(`unknown argument "${argv[i]}"\n${USAGE}`);
    given.set(name as Flag, inline ?? argv[++i]);
  }
  const read = (flag: Flag, min: number) => (given.has(flag) ? positiveInteger(flag, given.get(flag), min) : null);
  const seconds = read('--seconds', 1);
  const minutes = read('--minutes', 1);
  return {
    sessions: read('--sessions', 1) ?? 200,
    durationMs: seconds !== null ? seconds * 1000 : (minutes ?? 10) * 60_000,
    seed: read('--seed', 0) ?? drawSeed(),
  };
}
