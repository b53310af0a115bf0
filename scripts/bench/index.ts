/**
 * `npm run bench`: runs every `scripts/bench/*.bench.ts` (or only those named on the command
 * line) and prints one table of medians. Loopback only, each bench bounded in time.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { BenchModule, BenchResult } from './types';

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const files = readdirSync(__dirname)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
    .sort();
  const rows: BenchResult[] = [];
  for (const file of files) {
    console.info(`running ${file}...`);
    const mod = (await import(path.join(__dirname, file))) as BenchModule;
    rows.push(...(await mod.run()));
  }
  const table = rows.map((r) => ({
    figure: r.name,
    median: Number(r.median.toFixed(2)),
    unit: r.unit,
    runs: r.runs,
    note: r.note ?? '',
  }));
  console.table(table);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
