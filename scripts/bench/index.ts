/**
 * `npm run bench`: runs every `scripts/bench/*.bench.ts` (or only those named on the command
 * line) and prints one table: per row what it times, the median, the runs and their spread, the
 * peer measured in the same run, and the issue's target as met or missed. Loopback only, each
 * bench bounded in time. With `--check` it exits 1 when a target is missed.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { benchExitCode, missedTargets, parseBenchArgs } from './check';
import { type BenchModule, type BenchResult, targetMet } from './types';

async function main(): Promise<void> {
  const { prefixes, check } = parseBenchArgs(process.argv.slice(2));
  const files = readdirSync(__dirname)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => prefixes.length === 0 || prefixes.some((o) => f.startsWith(o)))
    .sort();
  if (files.length === 0) throw new Error(`bench: no scripts/bench/*.bench.ts starts with ${prefixes.join(' or ')}`);
  const rows: BenchResult[] = [];
  for (const file of files) {
    console.info(`running ${file}...`);
    const mod = (await import(path.join(__dirname, file))) as BenchModule;
    rows.push(...(await mod.run()));
  }
  const round = (n: number) => Number(n.toFixed(n < 10 ? 2 : 0));
  const table = rows.map((r) => {
    const met = targetMet(r);
    return {
      figure: r.name,
      times: r.times,
      median: round(r.median),
      unit: r.unit,
      runs: r.runs,
      spread: `${round(r.spread[0])}–${round(r.spread[1])}`,
      peer: r.peer ? `${r.peer.name}: ${round(r.peer.median)} (${(r.median / r.peer.median).toFixed(2)}×)` : '',
      target: r.target ? `${r.target.op} ${r.target.value} ${met ? 'met' : 'MISSED'}` : '',
      note: r.note ?? '',
    };
  });
  console.table(table);
  const missed = missedTargets(rows);
  console.info(missed.length ? `targets missed: ${missed.map((r) => r.name).join('; ')}` : 'every target met');
  process.exitCode = benchExitCode(rows, check);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
