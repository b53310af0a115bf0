import path from 'node:path';
import { SKIP_MARKER } from '../../tests/contract/support/needs';

/** The part of jest's `--json` output the report reads. */
export interface JestJson {
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: {
    name: string;
    message: string;
    assertionResults: {
      ancestorTitles: string[];
      title: string;
      fullName: string;
      status: string;
      failureMessages: string[];
      duration?: number | null;
    }[];
  }[];
}

/** One row of the report: an operation (a test file's top-level describe) and what its tests did. */
export interface OperationRow {
  operation: string;
  passed: number;
  failed: number;
  skipped: number;
}

/** The report of one run: rows, the reasons tests were skipped (with counts) and the failures. */
export interface ContractReport {
  rows: OperationRow[];
  /** Each reason, with the operations whose tests it skipped and how many. */
  skipReasons: Map<string, { count: number; operations: Set<string> }>;
  failures: { test: string; message: string }[];
}

// eslint-disable-next-line no-control-regex -- jest colours its messages; the report is plain text.
const ANSI = /\u001b\[[0-9;]*m/g;

/** The message without colours and stack frames, at most `lines` lines. */
function shorten(message: string, lines = 12): string {
  const kept = message
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => !/^\s+at /.test(line));
  return kept.slice(0, lines).join('\n').trim();
}

/** Whether jest ran the test named `fullName` under its test name `pattern` (which it matches case-insensitively); the others it lists as skipped. */
export const selectedByPattern = (pattern: string | null, fullName: string) =>
  pattern === null || new RegExp(pattern, 'i').test(fullName);

/** The operation a test belongs to: its file's top-level describe, or the file. */
const operationOf = (test: { ancestorTitles: string[] }, fileName: string) => test.ancestorTitles[0] ?? fileName;

/** Builds the report from jest's JSON results, leaving out the tests the run's test name `pattern` did not select. */
export function buildReport(json: JestJson, pattern: string | null = null): ContractReport {
  const rows = new Map<string, OperationRow>();
  const skipReasons: ContractReport['skipReasons'] = new Map();
  const failures: ContractReport['failures'] = [];
  const row = (operation: string) => {
    let found = rows.get(operation);
    if (!found) rows.set(operation, (found = { operation, passed: 0, failed: 0, skipped: 0 }));
    return found;
  };
  for (const file of json.testResults) {
    const fileName = path.basename(file.name);
    if (file.assertionResults.length === 0 && file.message) {
      // A file that failed to load has no tests of its own.
      row(`${fileName} (did not run)`).failed += 1;
      failures.push({ test: fileName, message: shorten(file.message) });
    }
    for (const test of file.assertionResults.filter((t) => selectedByPattern(pattern, t.fullName))) {
      const target = row(operationOf(test, fileName));
      if (test.status === 'passed') target.passed += 1;
      else if (test.status === 'failed') {
        target.failed += 1;
        failures.push({ test: `${test.fullName} (${fileName})`, message: shorten(test.failureMessages.join('\n')) });
      } else {
        target.skipped += 1;
        const reason = SKIP_MARKER.exec(test.title)?.[1] ?? 'skipped in the test file';
        const entry = skipReasons.get(reason) ?? { count: 0, operations: new Set<string>() };
        entry.count += 1;
        entry.operations.add(target.operation);
        skipReasons.set(reason, entry);
      }
    }
  }
  return { rows: [...rows.values()].sort((a, b) => a.operation.localeCompare(b.operation)), skipReasons, failures };
}

/** The report as text: the failures, the table per operation, the skip reasons and the totals. */
export function formatReport(report: ContractReport): string {
  const header = ['operation', 'passed', 'failed', 'skipped'];
  const cells = report.rows.map((r) => [r.operation, String(r.passed), String(r.failed), String(r.skipped)]);
  const total = (key: 'passed' | 'failed' | 'skipped') => report.rows.reduce((n, r) => n + r[key], 0);
  cells.push(['total', String(total('passed')), String(total('failed')), String(total('skipped'))]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const out: string[] = [];
  for (const failure of report.failures)
    out.push(`✘ ${failure.test}`, ...failure.message.split('\n').map((l) => `    ${l}`), '');
  out.push(
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(0, -1).map(line),
    widths.map((w) => '-'.repeat(w)).join('  '),
    line(cells.at(-1)!),
  );
  if (report.skipReasons.size > 0) {
    out.push('', 'skipped:');
    for (const [reason, { count, operations }] of report.skipReasons)
      out.push(`  ${count} ${reason}:`, `      ${[...operations].join('; ')}`);
  }
  return out.join('\n');
}

/** One test in the JSON report. */
export interface JsonReportTest {
  operation: string;
  /** The test's name under its operation (describes joined by " › "), without the skip reason. */
  name: string;
  file: string;
  status: 'passed' | 'failed' | 'skipped';
  skipReason: string | null;
  /** The failure without colours and stack frames. */
  failure: string | null;
  durationMs: number | null;
}

/** The JSON report (`--report json <file>`): every test the run selected, and the totals. */
export interface JsonReport {
  target: string | null;
  totals: { tests: number; passed: number; failed: number; skipped: number; durationMs: number };
  tests: JsonReportTest[];
}

/** Builds the JSON report from jest's JSON results, leaving out the tests `pattern` did not select; `target` is the base URL (null: the suite's own mocks). */
export function buildJsonReport(json: JestJson, pattern: string | null, target: string | null): JsonReport {
  const tests: JsonReportTest[] = json.testResults.flatMap((file) => {
    const fileName = path.basename(file.name);
    if (file.assertionResults.length === 0 && file.message) {
      return [
        {
          operation: `${fileName} (did not run)`,
          name: fileName,
          file: fileName,
          status: 'failed' as const,
          skipReason: null,
          failure: shorten(file.message),
          durationMs: null,
        },
      ];
    }
    return file.assertionResults
      .filter((test) => selectedByPattern(pattern, test.fullName))
      .map((test) => {
        const status = test.status === 'passed' || test.status === 'failed' ? test.status : 'skipped';
        const marker = SKIP_MARKER.exec(test.title);
        return {
          operation: operationOf(test, fileName),
          name: [...test.ancestorTitles.slice(1), marker ? test.title.slice(0, marker.index) : test.title].join(' › '),
          file: fileName,
          status,
          skipReason: status === 'skipped' ? (marker?.[1] ?? 'skipped in the test file') : null,
          failure: status === 'failed' ? shorten(test.failureMessages.join('\n')) : null,
          durationMs: test.duration ?? null,
        };
      });
  });
  const count = (status: JsonReportTest['status']) => tests.filter((test) => test.status === status).length;
  const durationMs = tests.reduce((sum, test) => sum + (test.durationMs ?? 0), 0);
  return {
    target,
    totals: {
      tests: tests.length,
      passed: count('passed'),
      failed: count('failed'),
      skipped: count('skipped'),
      durationMs,
    },
    tests,
  };
}
