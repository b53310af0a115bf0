import { csvRecords, exportThroughClient } from './csv';
import type { Response } from 'supertest';
import type { ItLike } from './needs';
import { contract } from './openapi-validator';
import { type PageOf, as } from './system';
import type { contractTarget } from './target';

type Target = ReturnType<typeof contractTarget>;

/** The fields every record of either audit log has. */
export interface AuditRecord {
  id: string;
  at: string;
  userName: string;
  result: 'success' | 'failure';
  reason?: string;
  [field: string]: unknown;
}

/** One of the two audit logs, as the suite reads it. */
export interface AuditLog {
  /** `/audit/operations` or `/audit/sign-ins`. */
  list: '/audit/operations' | '/audit/sign-ins';
  /** The export's columns, in the contract's order. */
  columns: readonly string[];
  /** Enum filters: the query parameter, which is also the record's field, and the values it takes. */
  filters: Record<string, readonly string[]>;
  /** Sort fields whose values are codes or times, which every back end orders alike. */
  codeSortFields: readonly string[];
}

/** Every record of `log` the query keeps, page after page, in its order. */
export async function everyRecord(
  t: Target,
  token: string,
  log: AuditLog,
  query: Record<string, string> = {},
): Promise<AuditRecord[]> {
  const all: AuditRecord[] = [];
  for (let current = 1; ; current += 1) {
    const { list, pagination } = t.check(await as(t, token).get(log.list, { ...query, current, pageSize: 100 }), 200)
      .body as PageOf<AuditRecord>;
    all.push(...list);
    if (list.length === 0 || all.length >= pagination.total) return all;
  }
}

/** The first page of `log` for `query`, 100 records at most. */
export async function firstPage(t: Target, token: string, log: AuditLog, query: Record<string, string | number> = {}) {
  return t.check(await as(t, token).get(log.list, { pageSize: 100, ...query }), 200).body as PageOf<AuditRecord>;
}

/** The time of `record` in milliseconds. */
const time = (record: AuditRecord) => Date.parse(record.at);

/**
 * The list rules both logs keep, checked on whatever records the target holds (none is fine):
 * newest first by default; each enum filter keeps only its value; the code and time sort fields
 * sort both ways; pages do not overlap and a page past the end is empty with the real total;
 * `from` and `to` keep the records within them, both included.
 */
export function describeListRules(t: Target, log: AuditLog, it: ItLike, token: () => string) {
  it('lists newest first without a sort field', async () => {
    const { list } = await firstPage(t, token(), log);
    const times = list.map(time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('keeps only the records of each filter value', async () => {
    for (const [field, values] of Object.entries(log.filters))
      for (const value of values) {
        const { list } = await firstPage(t, token(), log, { [field]: value });
        expect({ field, value, others: list.filter((record) => record[field] !== value) }).toEqual({
          field,
          value,
          others: [],
        });
      }
  });

  it('sorts by each code or time field, both ways', async () => {
    for (const sortField of log.codeSortFields)
      for (const sortOrder of ['asc', 'desc'] as const) {
        const values = (await firstPage(t, token(), log, { sortField, sortOrder })).list.map((record) =>
          sortField === 'at' ? String(time(record)).padStart(16, '0') : String(record[sortField]),
        );
        const sorted = [...values].sort((a, b) => a.localeCompare(b, 'en'));
        expect({ sortField, sortOrder, values }).toEqual({
          sortField,
          sortOrder,
          values: sortOrder === 'asc' ? sorted : sorted.reverse(),
        });
      }
  });

  it('pages without overlap, and answers a page past the end empty with the real total', async () => {
    const first = await firstPage(t, token(), log, { current: 1, pageSize: 2 });
    const second = await firstPage(t, token(), log, { current: 2, pageSize: 2 });
    expect(second.pagination.total).toBe(first.pagination.total);
    const ids = [...first.list, ...second.list].map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
    const past = await firstPage(t, token(), log, { current: 100_000, pageSize: 100 });
    expect(past).toEqual({ list: [], pagination: { total: first.pagination.total, current: 100_000, pageSize: 100 } });
  });

  it('keeps the records from `from` to `to`, both included, whatever their offset', async () => {
    const { list } = await firstPage(t, token(), log);
    const sample = list[Math.floor(list.length / 2)];
    const future = new Date(Date.now() + 365 * 86_400_000).toISOString();
    expect((await firstPage(t, token(), log, { from: future })).pagination.total).toBe(0);
    if (!sample) return;
    // The same instant written in another offset (UTC+08:00).
    const at = new Date(time(sample) + 8 * 3_600_000).toISOString().replace('Z', '+08:00');
    const exact = await everyRecord(t, token(), log, { from: at, to: at });
    expect(exact.map((record) => record.id)).toContain(sample.id);
    expect(exact.every((record) => time(record) === time(sample))).toBe(true);
    const later = await firstPage(t, token(), log, { from: sample.at });
    expect(later.list.every((record) => time(record) >= time(sample))).toBe(true);
  });

  it('exports every record of the query, in its order, with the contract’s columns', async () => {
    const query = { sortField: 'at', sortOrder: 'asc' };
    const listed = await everyRecord(t, token(), log, query);
    const answer = await exportThroughClient(t.apiBaseUrl(), token(), `${log.list}/export`, query);
    expect(answer.status).toBe(200);
    expect(answer.text.split('\r\n')[0]).toBe(`\uFEFF${log.columns.join(',')}`);
    const rows = csvRecords(answer.text);
    // Records the target wrote between the two reads (this suite's own calls) come last.
    expect(rows.slice(0, listed.length).map((row) => row.at)).toEqual(listed.map((record) => record.at));
    expect(rows.slice(0, listed.length).map((row) => row.userName)).toEqual(
      listed.map((record) => (/^[=+\-@\t\r]/.test(record.userName) ? `'${record.userName}` : record.userName)),
    );
  });
}

/** Every method but GET on `paths`: the audit trail cannot be changed through the API. */
export const OTHER_METHODS = ['post', 'put', 'patch', 'delete'] as const;

/**
 * Asserts that `res` is the 405 of a method no operation of the path has: the contract's error
 * body, the path's one method (GET) in `Allow`.
 */
export function expectNotAllowed(res: Response, call: string): void {
  expect({ call, status: res.status }).toEqual({ call, status: 405 });
  contract.assertError(res);
  expect(res.body).toEqual({ error: { code: 405, message: expect.any(String) } });
  expect(res.headers.allow).toContain('GET');
}
