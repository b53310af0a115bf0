import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JestJson } from './report';
import { layout } from './suite-layout';

/** How to run the contract suite in a child jest. */
export interface SuiteOptions {
  /** The whole environment of the run (`CONTRACT_*` included). */
  env: NodeJS.ProcessEnv;
  /** Test files (paths or patterns) to run. @default every test file directly in tests/contract */
  files?: string[];
  /** Run only the tests whose full names match (jest's `--testNamePattern`). @default null: all */
  testNamePattern?: string | null;
  /** Write JUnit XML here (jest-junit). @default null */
  junit?: string | null;
  /** One file after another (a shared target: predictable rate limits and counts). @default false */
  inBand?: boolean;
  /** Stop at the first failing file (enough to know a fault was caught). @default false */
  bail?: boolean;
  /** Print a progress line per operation (else nothing: jest's output is dropped). @default true */
  verbose?: boolean;
  /** Called with the child, so that the caller can pass it an interrupt. */
  onStart?: (child: ChildProcess) => void;
}

/** The outcome of a run: jest's exit status and its JSON results (null when it wrote none, e.g. interrupted). */
export interface SuiteRun {
  status: number | null;
  json: JestJson | null;
}

/** Runs the contract suite (the `node` jest project) in a child process and answers its results. */
export async function runSuite(options: SuiteOptions): Promise<SuiteRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
  const out = path.join(dir, 'results.json');
  const progress = options.verbose !== false;
  const args = [
    ...(progress ? layout.jestWithReporter : layout.jest),
    ...layout.config,
    '--json',
    `--outputFile=${out}`,
    ...(options.inBand ? ['--runInBand'] : []),
    ...(options.bail ? ['--bail=1'] : []),
    `--reporters=${progress ? layout.reporter : 'default'}`,
    ...(options.junit ? ['--reporters=jest-junit'] : []),
    ...(options.testNamePattern ? [`--testNamePattern=${options.testNamePattern}`] : []),
    '--',
    ...(options.files ?? ['tests/contract/']).map(layout.testPath),
  ];
  const junitEnv = options.junit
    ? {
        JEST_JUNIT_OUTPUT_FILE: options.junit,
        JEST_JUNIT_CLASSNAME: '{classname}',
        JEST_JUNIT_TITLE: '{title}',
        JEST_JUNIT_ANCESTOR_SEPARATOR: ' › ',
        JEST_JUNIT_REPORT_TEST_SUITE_ERRORS: 'true',
      }
    : {};
  try {
    const status = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, args, {
        cwd: layout.root,
        env: { ...options.env, ...junitEnv },
        stdio: progress ? 'inherit' : 'ignore',
      });
      options.onStart?.(child);
      child.once('error', reject);
      child.once('exit', (code) => resolve(code));
    });
    const json = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as JestJson) : null;
    return { status, json };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
