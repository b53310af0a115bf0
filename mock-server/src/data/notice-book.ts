import type { NoticeRecord, UserNotices } from './types';

/** What a new notice says: everything but the id and time the book gives it. */
export type NoticeContent = Omit<NoticeRecord, 'id' | 'at'>;

/**
 * The notices kept per user, each with the user's read mark. Ids grow per user and are never
 * given twice, however many notices the bound drops, so a client's `Last-Event-ID` stays
 * meaningful across restarts (the book is in the data file). Every change calls `changed`.
 */
export class NoticeBook {
  private readonly users: Map<string, UserNotices>;

  constructor(
    data: Record<string, UserNotices> = {},
    private readonly changed: () => void = () => undefined,
  ) {
    this.users = new Map(Object.entries(structuredClone(data)));
  }

  /** Keeps `content` for `userId` as of `at`, dropping the oldest past `bound`; answers the notice kept. */
  add(userId: string, content: NoticeContent, at: Date, bound: number): Readonly<NoticeRecord> {
    const notices = this.users.get(userId) ?? { lastId: 0, readUpTo: 0, list: [] };
    const lastId = notices.lastId + 1;
    const notice: NoticeRecord = { id: String(lastId), at: at.toISOString(), ...content };
    this.users.set(userId, { ...notices, lastId, list: [...notices.list, notice].slice(-bound) });
    this.changed();
    return notice;
  }

  /** The user's kept notices, oldest first. */
  list(userId: string): readonly Readonly<NoticeRecord>[] {
    return this.users.get(userId)?.list ?? [];
  }

  /** The kept notices of `userId` with an id above `afterId`, oldest first. */
  after(userId: string, afterId: number): readonly Readonly<NoticeRecord>[] {
    return this.list(userId).filter((notice) => Number(notice.id) > afterId);
  }

  /** The id of the user's latest notice, kept or dropped (0: none yet). */
  lastId(userId: string): number {
    return this.users.get(userId)?.lastId ?? 0;
  }

  /** Whether the user has read the notice `id`. */
  isRead(userId: string, id: string): boolean {
    return Number(id) <= (this.users.get(userId)?.readUpTo ?? 0);
  }

  /** How many of the user's kept notices are unread. */
  unread(userId: string): number {
    return this.list(userId).filter((notice) => !this.isRead(userId, notice.id)).length;
  }

  /**
   * Marks read every notice of `userId` up to `upTo`. Never beyond the latest notice: a mark past it
   * would make notices not yet sent arrive read.
   */
  markRead(userId: string, upTo: number): void {
    const notices = this.users.get(userId);
    if (!notices) return;
    const readUpTo = Math.max(notices.readUpTo, Math.min(upTo, notices.lastId));
    if (readUpTo === notices.readUpTo) return;
    this.users.set(userId, { ...notices, readUpTo });
    this.changed();
  }

  /** Forgets the notices of `userId` (a deleted user). */
  forget(userId: string): void {
    if (this.users.delete(userId)) this.changed();
  }

  /** Everything, as plain data. */
  snapshot(): Record<string, UserNotices> {
    return structuredClone(Object.fromEntries(this.users));
  }
}
