/** One figure of `npm run bench`. */
export interface BenchResult {
  /** What was measured, e.g. `GET /pub/current/user (mock)`. */
  name: string;
  /** The median over `runs` runs. */
  median: number;
  /** Unit of `median`, e.g. `req/s`, `ms`, `bytes`. */
  unit: string;
  /** How many runs the median is taken over. */
  runs: number;
  /** Anything a reader needs to read the figure right (p95, counts of errors, ...). */
  note?: string;
}

/** A bench module: `scripts/bench/<name>.bench.ts` exporting `run`. */
export type BenchModule = { run: () => Promise<BenchResult[]> };

/** The median of a non-empty list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The nearest-rank `p`th percentile of a list of numbers; NaN for an empty list (no samples). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
