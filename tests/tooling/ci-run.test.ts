/**
 * `.ci/run` with a stand-in `npm` on the PATH: what it installs with, what it runs in which order,
 * and its last line, the sum of the totals of `npm test`, the matrix run and the LTS server run.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** What the stand-in npm prints and exits with, per command. */
interface Outcome {
  out: string;
  status: number;
}

/** Runs a copy of `.ci/run` whose `npm` answers `ci`, `test`, `run test:matrix` and `run test:server:lts` as told. */
function ciRun(outcomes: { ci: Outcome; test: Outcome; matrix: Outcome; lts: Outcome }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ci-run-'));
  try {
    mkdirSync(path.join(dir, '.ci'));
    copyFileSync(path.join(root, '.ci/run'), path.join(dir, '.ci/run'));
    const bin = path.join(dir, 'bin');
    mkdirSync(bin);
    // What a command prints is read from a file, never written into the script: the shell would
    // run a backquoted `npm ci` in it, which is this stand-in again, and again.
    const reply = (command: keyof typeof outcomes) => {
      writeFileSync(path.join(dir, `${command}.out`), `${outcomes[command].out}\n`);
      return `cat ${JSON.stringify(path.join(dir, `${command}.out`))}; exit ${outcomes[command].status}`;
    };
    writeFileSync(
      path.join(bin, 'npm'),
      [
        '#!/usr/bin/env bash',
        `echo "$*" >> ${JSON.stringify(path.join(dir, 'calls'))}`,
        'case "$*" in',
        `  ci*) ${reply('ci')} ;;`,
        `  test) ${reply('test')} ;;`,
        `  "run test:matrix") ${reply('matrix')} ;;`,
        `  "run test:server:lts") ${reply('lts')} ;;`,
        '  *) exit 99 ;;',
        'esac',
      ].join('\n'),
    );
    chmodSync(path.join(bin, 'npm'), 0o755);
    const result = spawnSync('bash', [path.join(dir, '.ci/run')], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: `${bin}:${process.env.PATH ?? ''}` },
    });
    const calls = readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n');
    return { status: result.status, lastLine: result.stdout.trim().split('\n').at(-1), calls };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ok = (out: string): Outcome => ({ out, status: 0 });

describe('.ci/run', () => {
  it('installs with npm ci, runs npm test, the matrix run, then the server side under the LTS, and sums their totals', () => {
    const run = ciRun({
      ci: ok('added 1 package'),
      test: ok('...\n1200 passed, 0 failed'),
      matrix: ok('...\n300 passed, 0 failed'),
      lts: ok('Node v24\n640 passed, 0 failed'),
    });
    expect(run.calls).toEqual(['ci --no-audit --no-fund', 'test', 'run test:matrix', 'run test:server:lts']);
    expect(run.lastLine).toBe('2140 passed, 0 failed');
    expect(run.status).toBe(0);
  });

  it('fails when the matrix run fails, with its failures in the sum', () => {
    const run = ciRun({
      ci: ok(''),
      test: ok('1200 passed, 0 failed'),
      matrix: { out: '299 passed, 1 failed', status: 1 },
      lts: ok('640 passed, 0 failed'),
    });
    expect(run.lastLine).toBe('2139 passed, 1 failed');
    expect(run.status).toBe(1);
  });

  it('fails when the LTS run fails, with its failures in the sum', () => {
    const run = ciRun({
      ci: ok(''),
      test: ok('1200 passed, 0 failed'),
      matrix: ok('300 passed, 0 failed'),
      lts: { out: '638 passed, 2 failed', status: 1 },
    });
    expect(run.lastLine).toBe('2138 passed, 2 failed');
    expect(run.status).toBe(1);
  });

  it('counts a run that printed no totals as one failure', () => {
    const run = ciRun({
      ci: ok(''),
      test: { out: 'killed', status: 137 },
      matrix: ok('300 passed, 0 failed'),
      lts: ok('640 passed, 0 failed'),
    });
    expect(run.lastLine).toBe('940 passed, 1 failed');
    expect(run.status).toBe(1);
  });

  it('stops at a failed install (a lockfile out of step with package.json)', () => {
    const run = ciRun({
      ci: {
        out: 'npm error `npm ci` can only install packages when your package.json and package-lock.json are in sync',
        status: 1,
      },
      test: ok(''),
      matrix: ok(''),
      lts: ok(''),
    });
    expect(run.calls).toEqual(['ci --no-audit --no-fund']);
    expect(run.lastLine).toBe('0 passed, 1 failed');
    expect(run.status).toBe(1);
  });
});
