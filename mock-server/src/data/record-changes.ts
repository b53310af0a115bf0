import { AsyncLocalStorage } from 'node:async_hooks';

/** The tables whose changes a request's journal collects. */
export type RecordKind = 'users' | 'roles' | 'menus' | 'resources' | 'demoItems';

/** One record changed: absent `before` on an insert, absent `after` on a removal. */
export interface RecordChange {
  kind: RecordKind;
  before?: Readonly<{ id: string }>;
  after?: Readonly<{ id: string }>;
}

const journals = new AsyncLocalStorage<RecordChange[]>();

/**
 * Starts a journal for the work of the current asynchronous context (a request, from its first
 * step): every record change made in it from now on is noted there, whatever concurrent requests
 * change meanwhile. Answers the journal.
 */
export function startJournal(): RecordChange[] {
  const journal: RecordChange[] = [];
  journals.enterWith(journal);
  return journal;
}

/** Notes `change` in the journal of the work making it, if it keeps one (a change outside a request has none). */
export function noteChange(change: RecordChange): void {
  if (change.before || change.after) journals.getStore()?.push(change);
}
