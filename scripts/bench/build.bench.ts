/**
 * `npm run build` as a developer runs it: wall-clock time of the whole command (rsbuild's bundling,
 * the copied files and the brotli/gzip twins) into `dist/`, 3 runs cold (no build cache, as after a
 * fresh clone) and 3 rebuilds after an edit of one source file (the build cache the run before
 * left), and the weight of the `dist/` the last run left, twins included (targets: at most 12 s
 * and 25 MB on this machine). No peer: the product is the only build.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIST_BUDGET_BYTES, describeSize, dirSize } from '../build/dist-size';
import { childrenCpuMillis } from './proc-cpu';
import { type BenchResult, median, rowOf } from './types';

const RUNS = 3;
const ROOT = path.resolve(__dirname, '../..');
/** Where rspack keeps the build cache (`performance.buildCache` in rsbuild.config.ts). */
const BUILD_CACHE = path.join(ROOT, 'node_modules/.cache/rspack');
/** The file a rebuild follows an edit of: a page module, as a developer's change would be. */
const EDITED = path.join(ROOT, 'web/src/pages/dashboard/index.tsx');
const TARGET_MS = 12_000;

/** One build's wall-clock and CPU milliseconds. */
type TimedBuild = { ms: number; cpuMs: number };

/** Runs `npm run build` once and answers its wall-clock and CPU milliseconds; throws when it fails. */
function timedBuild(): TimedBuild {
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

/**
 * A build after an edit of {@link EDITED} that changes its code (the page component's display name,
 * which the minifier keeps): its chunk is bundled and minified again, and so is the entry, which
 * names the chunk by its new hash. The file is restored.
 */
function timedRebuild(edit: number): TimedBuild {
  const original = readFileSync(EDITED, 'utf8');
  try {
    writeFileSync(EDITED, `${original}DashboardPage.displayName = 'DashboardPage, build bench edit ${edit}';\n`);
    return timedBuild();
  } finally {
    writeFileSync(EDITED, original);
  }
}

const buildRow = (builds: TimedBuild[], name: string, times: string): BenchResult =>
  rowOf(
    builds.map((b) => b.ms),
    {
      name,
      times,
      unit: 'ms',
      target: { op: '<=', value: TARGET_MS },
      note: `CPU (user + system, all its processes) median ${(median(builds.map((b) => b.cpuMs)) / 1000).toFixed(1)} s`,
    },
  );

/** The bench: the build's time cold and after an edit, then the size of what it wrote. */
export async function run(): Promise<BenchResult[]> {
  const cold: TimedBuild[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    rmSync(BUILD_CACHE, { recursive: true, force: true });
    cold.push(timedBuild());
  }
  const rebuilds: TimedBuild[] = [];
  for (let i = 0; i < RUNS; i += 1) rebuilds.push(timedRebuild(i));
  // dist/ as the sources are, not as the last edit left it.
  timedBuild();
  const size = dirSize(path.join(ROOT, 'dist'));
  return [
    buildRow(
      cold,
      'npm run build, cold',
      'wall clock of `npm run build` from spawn to exit (bundle, copies, brotli and gzip twins), no build cache (a fresh clone)',
    ),
    buildRow(
      rebuilds,
      'npm run build, after an edit',
      'wall clock of `npm run build` from spawn to exit, the code of one page module changed since the build before (its build cache warm)',
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
