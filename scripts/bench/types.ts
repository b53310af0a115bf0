/** A figure the issue sets for a row: the median must be at most (or at least) `value`. */
export interface BenchTarget {
  /** `<=` for times and sizes, `>=` for rates, scores and ratios. */
  op: '<=' | '>=';
  value: number;
}

/** One row of `npm run bench`. */
export interface BenchResult {
  /** The row's label, e.g. `GET /pub/current/user (mock, log on)`. */
  name: string;
  /** What is timed or counted, from where to where, e.g. `menu response → sidebar painted (Chromium)`. */
  times: string;
  /** The median over `runs` runs. */
  median: number;
  /** Unit of `median`, e.g. `req/s`, `ms`, `bytes`, `score`. */
  unit: string;
  /** How many runs the median is taken over. */
  runs: number;
  /** The smallest and largest sample; equal when there was one run. */
  spread: [number, number];
  /** The peer measured in the same run, when one exists (bare Hapi for the mock, the floor app for first load). */
  peer?: { name: string; median: number };
  /** The figure the issue asks for, printed as met or missed. */
  target?: BenchTarget;
  /** Anything else a reader needs to read the figure right (p95, long tasks, counts of errors, ...). */
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

/** A row from its samples: the median, the run count and the spread come from the samples themselves. */
export function rowOf(samples: number[], row: Omit<BenchResult, 'median' | 'runs' | 'spread'>): BenchResult {
  if (samples.length === 0) throw new Error(`bench row "${row.name}" has no samples`);
  return {
    ...row,
    median: median(samples),
    runs: samples.length,
    spread: [Math.min(...samples), Math.max(...samples)],
  };
}

/** Whether a row meets its target; `undefined` when it has none. */
export function targetMet(row: BenchResult): boolean | undefined {
  if (!row.target) return undefined;
  return row.target.op === '<=' ? row.median <= row.target.value : row.median >= row.target.value;
}
