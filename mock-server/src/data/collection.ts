/** The records of one kind, by id. Handlers go through this API only, so storage can change. */
export class Collection<T extends { id: string }> {
  private readonly records = new Map<string, T>();

  /**
   * `changed` runs after every insert, update, removal or replacement (persistence listens), with
   * the record before and after when one record changed (the audit trail's journal reads them).
   */
  constructor(
    records: readonly T[] = [],
    private readonly changed: (before?: Readonly<T>, after?: Readonly<T>) => void = () => undefined,
  ) {
    for (const record of records) this.records.set(record.id, structuredClone(record));
  }

  /** Every record, in insertion order. */
  all(): readonly Readonly<T>[] {
    return [...this.records.values()];
  }

  get(id: string): Readonly<T> | undefined {
    return this.records.get(id);
  }

  find(predicate: (record: Readonly<T>) => boolean): Readonly<T> | undefined {
    for (const record of this.records.values()) if (predicate(record)) return record;
    return undefined;
  }

  count(): number {
    return this.records.size;
  }

  /** Adds `record`; throws when its id is taken. */
  insert(record: T): Readonly<T> {
    if (this.records.has(record.id)) throw new Error(`duplicate id ${record.id}`);
    this.records.set(record.id, structuredClone(record));
    const inserted = this.records.get(record.id)!;
    this.changed(undefined, inserted);
    return inserted;
  }

  /** Merges `patch` into the record `id`; undefined when there is none. */
  update(id: string, patch: Partial<Omit<T, 'id'>>): Readonly<T> | undefined {
    const current = this.records.get(id);
    if (!current) return undefined;
    const next = { ...current, ...structuredClone(patch), id };
    this.records.set(id, next);
    this.changed(current, next);
    return next;
  }

  /** Puts `record` in place of the one with its id (fields it lacks are gone); undefined when there is none. */
  replace(record: T): Readonly<T> | undefined {
    const current = this.records.get(record.id);
    if (!current) return undefined;
    const next = structuredClone(record);
    this.records.set(record.id, next);
    this.changed(current, next);
    return next;
  }

  /** Removes the record `id`; false when there was none. */
  remove(id: string): boolean {
    const current = this.records.get(id);
    if (!current) return false;
    this.records.delete(id);
    this.changed(current, undefined);
    return true;
  }

  /** Replaces every record with copies of `records` (a reset); throws on a duplicate id, changing nothing. */
  replaceAll(records: readonly T[]): void {
    const next = new Map<string, T>();
    for (const record of records) {
      if (next.has(record.id)) throw new Error(`duplicate id ${record.id}`);
      next.set(record.id, structuredClone(record));
    }
    this.records.clear();
    for (const [id, record] of next) this.records.set(id, record);
    this.changed();
  }
}
