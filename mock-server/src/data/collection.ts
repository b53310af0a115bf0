/** The records of one kind, by id. Handlers go through this API only, so storage can change. */
export class Collection<T extends { id: string }> {
  private readonly records = new Map<string, T>();

  constructor(records: readonly T[] = []) {
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
    return this.records.get(record.id)!;
  }

  /** Merges `patch` into the record `id`; undefined when there is none. */
  update(id: string, patch: Partial<Omit<T, 'id'>>): Readonly<T> | undefined {
    const current = this.records.get(id);
    if (!current) return undefined;
    const next = { ...current, ...structuredClone(patch), id };
    this.records.set(id, next);
    return next;
  }

  /** Removes the record `id`; false when there was none. */
  remove(id: string): boolean {
    return this.records.delete(id);
  }
}
