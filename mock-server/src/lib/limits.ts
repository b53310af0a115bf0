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
   * How many keys it remembers; past it the oldest is forgotten.
   * @default 10000
   */
  capacity?: number;
  /** The clock, in milliseconds. */
  now: () => number;
}

/** A limiter's state per key, in a bounded map: a flood of keys cannot grow it without end. */
abstract class KeyedLimiter<Entry, Rule> {
  protected readonly entries: BoundedMap<string, Entry>;

  constructor(protected readonly options: Rule & LimiterOptions) {
    this.entries = new BoundedMap(options.capacity ?? 10_000);
  }
}

interface FailureEntry {
  count: number;
  /** Attempts in flight that may still fail: each holds one of the failures left. */
  pending: number;
  windowStart: number;
  lockedUntil: number;
}

/**
 * Counts failures per key within a window; `max` failures lock the key for `lockSeconds`.
 * Used for login brute force (per account and per client) and wrong old passwords. An attempt
 * whose outcome is still being checked can hold a place (`reserve`), so that parallel attempts
 * cannot fail more often than `max` between them.
 */
export class FailureLimiter extends KeyedLimiter<FailureEntry, { max: number; lockSeconds: number }> {
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
    this.entries.set(key, entry);
  }

  /** Holds one of `key`'s failures left for an attempt in flight: null when held, else the seconds to wait. */
  reserve(key: string): RetryAfter {
    const retryAfter = this.retryAfter(key);
    if (retryAfter !== null) return retryAfter;
    const entry = this.current(key, this.options.now());
    entry.pending += 1;
    this.entries.set(key, entry);
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
export function reserveAll(holds: readonly (readonly [FailureLimiter, string])[]): HeldAttempt | { retryAfter: number } {
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
export class RateLimiter extends KeyedLimiter<Bucket, { burst: number; perSecond: number }> {
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
