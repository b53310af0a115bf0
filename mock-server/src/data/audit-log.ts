import type { AuditLogData } from './types';

/** How long an audit log keeps its records: a count and an age, whichever bites first. */
export interface Retention {
  maxRecords: number;
  maxAgeDays: number;
}

/** The retention when none is given (`MOCK_AUDIT_MAX_RECORDS`, `MOCK_AUDIT_MAX_AGE_DAYS`). */
/**
 * What the audit logs keep unless configured. The whole data file is written on every change, so
 * the count bounds what each write costs: two full logs of 2 000 are about 1.2 MB of JSON.
 */
export const DEFAULT_RETENTION: Retention = { maxRecords: 2_000, maxAgeDays: 180 };

const DAY_MS = 86_400_000;

/** A record of an audit log: an id the log gives and an ISO 8601 time. */
interface Timed {
  id: string;
  at: string;
}

/**
 * An append-only log (product-rules.md, Records): records are added, never changed, and dropped
 * only by the retention, oldest first. Records are frozen, so snapshots share them instead of
 * copying thousands of them on every write of the data file.
 */
export class AuditLog<T extends Timed> {
  private records: Readonly<T>[] = [];
  private lastId = 0;

  /**
   * @param prefix the ids' prefix (`op` gives `op-000000000042`)
   * @param changed runs after every append (persistence listens)
   */
  constructor(
    private readonly prefix: string,
    private readonly retention: Retention,
    private readonly now: () => number,
    private readonly changed: () => void,
    data?: AuditLogData<T>,
  ) {
    this.replace(data);
  }

  /** Adds a record made of `fields` with the next id; answers it. */
  append(fields: Omit<T, 'id'>): Readonly<T> {
    this.lastId += 1;
    const record = Object.freeze({ id: `${this.prefix}-${String(this.lastId).padStart(12, '0')}`, ...fields } as T);
    this.records.push(record);
    this.prune();
    this.changed();
    return record;
  }

  /** The records the retention keeps, oldest first. */
  all(): readonly Readonly<T>[] {
    this.prune();
    return this.records;
  }

  get(id: string): Readonly<T> | undefined {
    return this.all().find((record) => record.id === id);
  }

  /**
   * Drops what the retention no longer keeps. Without `changed`: the dropped records are derived
   * from the clock, so a write that misses them loses nothing the next one would not drop again.
   */
  private prune(): void {
    const oldest = new Date(this.now() - this.retention.maxAgeDays * DAY_MS).toISOString();
    let drop = Math.max(0, this.records.length - this.retention.maxRecords);
    while (drop < this.records.length && this.records[drop]!.at < oldest) drop += 1;
    if (drop > 0) this.records = this.records.slice(drop);
  }

  /** Puts `data` in place of everything (a reset, or a failed write undone). */
  replace(data: AuditLogData<T> = { lastId: 0, records: [] }): void {
    this.records = data.records.map((record) => Object.freeze({ ...record }));
    this.lastId = data.lastId;
    this.prune();
  }

  /** The log as plain data; the records are shared, frozen. */
  snapshot(): AuditLogData<T> {
    return { lastId: this.lastId, records: [...this.all()] };
  }
}
