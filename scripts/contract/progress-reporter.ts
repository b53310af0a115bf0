import path from 'node:path';
import type { AggregatedResult, Config, Reporter, Test, TestCaseResult, TestResult } from '@jest/reporters';
import { type OperationRow, buildReport, selectedByPattern } from './report';

/** A finished operation as one line: a mark, the operation, its counts and its file. */
export function progressLine(row: OperationRow, file: string): string {
  const mark = row.failed > 0 ? '✘' : row.passed > 0 ? '✔' : '○';
  return `${mark} ${row.operation}: ${row.passed} passed, ${row.failed} failed, ${row.skipped} skipped (${file})`;
}

/**
 * The contract CLI's jest reporter: a line per operation once its file has run, and on a terminal
 * also one line, rewritten in place, naming the test that just ran. In CI (no terminal) the output
 * is plain lines only. Tests the run's name pattern left out are not counted.
 */
export default class ProgressReporter implements Reporter {
  private readonly pattern: string | null;
  private readonly tty = process.stdout.isTTY === true;
  private files = 0;
  private done = 0;

  constructor(globalConfig: Config.GlobalConfig) {
    this.pattern = globalConfig.testNamePattern || null;
  }

  onRunStart(results: AggregatedResult): void {
    this.files = results.numTotalTestSuites;
  }

  onTestCaseResult(test: Test, result: TestCaseResult): void {
    if (!this.tty || !selectedByPattern(this.pattern, result.fullName)) return;
    const line = `[${this.done}/${this.files} files] ${result.ancestorTitles[0] ?? path.basename(test.path)} › ${result.title}`;
    process.stdout.write(`\r\u001b[K${line.slice(0, (process.stdout.columns || 100) - 1)}`);
  }

  onTestFileResult(test: Test, result: TestResult): void {
    this.done += 1;
    const file = path.basename(test.path);
    const json = {
      numFailedTests: 0,
      numRuntimeErrorTestSuites: 0,
      testResults: [
        { name: test.path, message: result.testExecError?.message ?? '', assertionResults: result.testResults },
      ],
    };
    const lines = buildReport(json, this.pattern).rows.map((row) => progressLine(row, file));
    // What a test file wrote on the console (e.g. which operations it did not send bad input) is part of its result.
    for (const entry of result.console ?? []) lines.push(`  ${file}: ${entry.message}`);
    this.clear();
    if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
  }

  onRunComplete(): void {
    this.clear();
  }

  private clear(): void {
    if (this.tty) process.stdout.write('\r\u001b[K');
  }
}
