import path from 'node:path';
import { SKIP_MARKER } from '../../tests/contract/support/needs';

/** The part of jest's `--json` output the report reads. */
export interface JestJson {
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: {
    name: string;
    message: string;
    assertionResults: { ancestorTitles: string[]; title: string; fullName: string; status: string; failureMessages: string[] }[];
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
  const kept = message.replace(ANSI, '').split('\n').filter((line) => !/^\s+at /.test(line));
  return kept.slice(0, lines).join('\n').trim();
}

/** Builds the report from jest's JSON results. */
export function buildReport(json: JestJson): ContractReport {
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
    for (const test of file.assertionResults) {
      const target = row(test.ancestorTitles[0] ?? fileName);
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
  const line = (c: string[]) => c.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const out: string[] = [];
  for (const failure of report.failures) out.push(`✘ ${failure.test}`, ...failure.message.split('\n').map((l) => `    ${l}`), '');
  out.push(line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(0, -1).map(line), widths.map((w) => '-'.repeat(w)).join('  '), line(cells.at(-1)!));
  if (report.skipReasons.size > 0) {
    out.push('', 'skipped:');
    for (const [reason, { count, operations }] of report.skipReasons) out.push(`  ${count} ${reason}:`, `      ${[...operations].join('; ')}`);
  }
  return out.join('\n');
}
