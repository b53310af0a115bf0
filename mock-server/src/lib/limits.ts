/** A Map that forgets its oldest entries past `capacity`, so no flood of keys grows it without end. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly capacity: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key)) {
      while (this.size >= this.capacity) {
        const oldest = this.keys().next();
        if (oldest.done) break;
        this.delete(oldest.value);
      }
    }
    return super.set(key, value);
  }
}

/** Seconds to wait, or null when the caller may go on. */
export type RetryAfter = number | null;

/** What every limiter is made with besides its own rule. */
export interface LimiterOptions {
  /**
   * How many keys it remembers; past it the oldest is forgotten (a failure limiter keeps as many
   * locked keys again, and every key its `keeps` names).
   * @default 10000
   */
  capacity?: number;
  /** The clock, in milliseconds. */
  now: () => number;
}

const DEFAULT_CAPACITY = 10_000;

interface FailureEntry {
  count: number;
  /** Attempts in flight that may still fail: each holds one of the failures left. */
  pending: number;
  windowStart: number;
  lockedUntil: number;
}

/**
 * Failure entries under a bound that cannot be used to wipe a lock. Keys `keeps` names (real
 * accounts, as few as the users) are never forgotten. The others live in two bounded maps, one for
 * keys that only count and one for locked keys: a flood of failing keys pushes out only other
 * counting keys, and a lock goes only when more keys than the bound are locked after it.
 */
class FailureEntries {
  private readonly kept = new Map<string, FailureEntry>();
  private readonly counting: BoundedMap<string, FailureEntry>;
  private readonly locked: BoundedMap<string, FailureEntry>;

  constructor(
    capacity: number,
    private readonly keeps: (key: string) => boolean,
  ) {
    this.counting = new BoundedMap(capacity);
    this.locked = new BoundedMap(capacity);
  }

  get size(): number {
    return this.kept.size + this.counting.size + this.locked.size;
  }

  get(key: string): FailureEntry | undefined {
    return this.kept.get(key) ?? this.locked.get(key) ?? this.counting.get(key);
  }

  /** Stores `key`'s entry as the newest of its kind. */
  set(key: string, entry: FailureEntry, now: number): void {
    this.delete(key);
    const map = this.keeps(key) ? this.kept : entry.lockedUntil > now ? this.locked : this.counting;
    map.set(key, entry);
  }

  delete(key: string): void {
    this.kept.delete(key);
    this.counting.delete(key);
    this.locked.delete(key);
  }
}

/** What a failure limiter is made with. */
interface FailureRule extends LimiterOptions {
  max: number;
  lockSeconds: number;
  /** Keys whose failures are never forgotten to make room (they must be few, e.g. real accounts). @default none */
  keeps?: (key: string) => boolean;
}

/**
 * Counts failures per key within a window; `max` failures lock the key for `lockSeconds`.
 * Used for login brute force (per account and per client) and wrong old passwords. An attempt
 * whose outcome is still being checked can hold a place (`reserve`), so that parallel attempts
 * cannot fail more often than `max` between them.
 */
export class FailureLimiter {
  private readonly entries: FailureEntries;

  constructor(private readonly options: FailureRule) {
    this.entries = new FailureEntries(options.capacity ?? DEFAULT_CAPACITY, options.keeps ?? (() => false));
  }

  /** How many keys it remembers. */
  get size(): number {
    return this.entries.size;
  }

  /** `key`'s entry in the current window; a lock outlives its window, attempts in flight carry over. */
  private current(key: string, now: number): FailureEntry {
    const entry = this.entries.get(key);
    if (entry && (now - entry.windowStart < this.options.lockSeconds * 1000 || entry.lockedUntil > now)) return entry;
    return { count: 0, pending: entry?.pending ?? 0, windowStart: now, lockedUntil: 0 };
  }

  /** Seconds until `key` may try again: while locked, or (1) while attempts in flight hold every failure left; else null. */
  retryAfter(key: string): RetryAfter {
    const now = this.options.now();
    const entry = this.current(key, now);
    if (entry.lockedUntil > now) return Math.max(1, Math.ceil((entry.lockedUntil - now) / 1000));
    return entry.count + entry.pending >= this.options.max ? 1 : null;
  }

  /** Records one failure of `key`. */
  fail(key: string): void {
    const now = this.options.now();
    const entry = this.current(key, now);
    entry.count += 1;
    if (entry.count >= this.options.max) entry.lockedUntil = now + this.options.lockSeconds * 1000;
    this.entries.set(key, entry, now);
  }

  /** Holds one of `key`'s failures left for an attempt in flight: null when held, else the seconds to wait. */
  reserve(key: string): RetryAfter {
    const retryAfter = this.retryAfter(key);
    if (retryAfter !== null) return retryAfter;
    const now = this.options.now();
    const entry = this.current(key, now);
    entry.pending += 1;
    this.entries.set(key, entry, now);
    return null;
  }

  /** Ends an attempt `reserve` held a place for: a failure is counted, anything else gives the place back. */
  release(key: string, failed: boolean): void {
    const entry = this.entries.get(key);
    if (entry && entry.pending > 0) entry.pending -= 1;
    if (failed) this.fail(key);
  }

  /** Forgets the failures of `key` (after a success). */
  reset(key: string): void {
    this.entries.delete(key);
  }
}

/** An attempt holding a place under limiters; `end` counts it as a failure or gives the places back. */
export interface HeldAttempt {
  end: (failed: boolean) => void;
}

/**
 * Holds a place under every limiter for one attempt (see `FailureLimiter.reserve`), or under none
 * of them: answers the held attempt, or the seconds to wait when any limiter has no place left.
 */
export function reserveAll(
  holds: readonly (readonly [FailureLimiter, string])[],
): HeldAttempt | { retryAfter: number } {
  const held: (readonly [FailureLimiter, string])[] = [];
  for (const hold of holds) {
    const retryAfter = hold[0].reserve(hold[1]);
    if (retryAfter !== null) {
      for (const [limiter, key] of held) limiter.release(key, false);
      return { retryAfter };
    }
    held.push(hold);
  }
  return {
    end: (failed) => {
      for (const [limiter, key] of held) limiter.release(key, failed);
    },
  };
}

interface Bucket {
  tokens: number;
  at: number;
}

/** A token bucket per key: `burst` calls at once, `perSecond` regained each second. */
export class RateLimiter {
  private readonly entries: BoundedMap<string, Bucket>;

  constructor(private readonly options: LimiterOptions & { burst: number; perSecond: number }) {
    this.entries = new BoundedMap(options.capacity ?? DEFAULT_CAPACITY);
  }

  /** Takes one call from `key`'s bucket: null when allowed, else the seconds until one is free. */
  take(key: string): RetryAfter {
    const { burst, perSecond, now } = this.options;
    const at = now();
    const bucket = this.entries.get(key) ?? { tokens: burst, at };
    const tokens = Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
    if (tokens < 1) {
      this.entries.set(key, { tokens, at });
      return Math.max(1, Math.ceil((1 - tokens) / perSecond));
    }
    this.entries.set(key, { tokens: tokens - 1, at });
    return null;
  }
}
