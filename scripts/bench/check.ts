import { type BenchResult, targetMet } from './types';

/** What `npm run bench` was asked: which files (by name prefix, none for all) and whether to check. */
export interface BenchArgs {
  /** File name prefixes; empty runs every bench. */
  prefixes: string[];
  /** `--check`: exit non-zero when a target is missed, for CI. */
  check: boolean;
}

/** Reads `npm run bench [--check] [prefix...]`; throws on an option it does not know. */
export function parseBenchArgs(argv: string[]): BenchArgs {
  const unknown = argv.find((arg) => arg.startsWith('-') && arg !== '--check');
  if (unknown !== undefined)
    throw new Error(`bench: unknown option ${unknown} (usage: npm run bench -- [--check] [file prefix...])`);
  return { prefixes: argv.filter((arg) => !arg.startsWith('-')), check: argv.includes('--check') };
}

/** The rows whose target was missed; a row without a target never is. */
export function missedTargets(rows: BenchResult[]): BenchResult[] {
  return rows.filter((row) => targetMet(row) === false);
}

/** The exit code: 1 under `--check` when a target was missed, else 0 (the table is the report). */
export function benchExitCode(rows: BenchResult[], check: boolean): number {
  return check && missedTargets(rows).length > 0 ? 1 : 0;
}
