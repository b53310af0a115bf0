/**
 * `npm run build` as a developer runs it: wall-clock time of the whole command (rsbuild's bundling,
 * the copied files and the brotli/gzip twins), 3 runs one after the other into `dist/`, and the
 * weight of the `dist/` the last run left, twins included (issue 14: at most 12 s and 25 MB on
 * this machine). No peer: the product is the only build.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DIST_BUDGET_BYTES, describeSize, dirSize } from '../build/dist-size';
import { childrenCpuMillis } from './proc-cpu';
import { type BenchResult, median, rowOf } from './types';

const RUNS = 3;
const ROOT = path.resolve(__dirname, '../..');

/** Runs `npm run build` once and answers its wall-clock and CPU milliseconds; throws when it fails. */
function timedBuild(): { ms: number; cpuMs: number } {
  const cpuBefore = childrenCpuMillis();
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    // rsbuild prints every asset: thousands of lines.
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`npm run build failed: ${`${result.stdout}${result.stderr}`.slice(-3000)}`);
  return { ms, cpuMs: childrenCpuMillis() - cpuBefore };
}

/** The bench: the build's time, then the size of what it wrote. */
export async function run(): Promise<BenchResult[]> {
  const builds: { ms: number; cpuMs: number }[] = [];
  for (let i = 0; i < RUNS; i += 1) builds.push(timedBuild());
  const size = dirSize(path.join(ROOT, 'dist'));
  return [
    rowOf(
      builds.map((b) => b.ms),
      {
        name: 'npm run build',
        times: 'wall clock of `npm run build` from spawn to exit (bundle, copies, brotli and gzip twins)',
        unit: 'ms',
        target: { op: '<=', value: 12_000 },
        note: `CPU (user + system, all its processes) median ${(median(builds.map((b) => b.cpuMs)) / 1000).toFixed(1)} s`,
      },
    ),
    rowOf([size.bytes], {
      name: 'dist/ size',
      times: 'bytes of every file under dist/ after the last build, twins included',
      unit: 'bytes',
      target: { op: '<=', value: DIST_BUDGET_BYTES },
      note: describeSize(size),
    }),
  ];
}
