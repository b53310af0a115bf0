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

interface FailureEntry {
  count: number;
  windowStart: number;
  lockedUntil: number;
}

/**
 * Counts failures per key within a window; `max` failures lock the key for `lockSeconds`.
 * Used for login brute force (per account and per client) and wrong old passwords.
 */
export class FailureLimiter {
  private readonly entries: BoundedMap<string, FailureEntry>;

  constructor(
    private readonly options: { max: number; lockSeconds: number; capacity?: number; now: () => number },
  ) {
    this.entries = new BoundedMap(options.capacity ?? 10_000);
  }

  /** Seconds until `key` is unlocked, or null when it is not locked. */
  retryAfter(key: string): RetryAfter {
    const entry = this.entries.get(key);
    const now = this.options.now();
    if (!entry || entry.lockedUntil <= now) return null;
    return Math.max(1, Math.ceil((entry.lockedUntil - now) / 1000));
  }

  /** Records one failure of `key`. */
  fail(key: string): void {
    const now = this.options.now();
    const windowMs = this.options.lockSeconds * 1000;
    const entry = this.entries.get(key);
    const current = entry && now - entry.windowStart < windowMs ? entry : { count: 0, windowStart: now, lockedUntil: 0 };
    current.count += 1;
    if (current.count >= this.options.max) current.lockedUntil = now + windowMs;
    this.entries.set(key, current);
  }

  /** Forgets the failures of `key` (after a success). */
  reset(key: string): void {
    this.entries.delete(key);
  }
}

interface Bucket {
  tokens: number;
  at: number;
}

/** A token bucket per key: `burst` calls at once, `perSecond` regained each second. */
export class RateLimiter {
  private readonly buckets: BoundedMap<string, Bucket>;

  constructor(
    private readonly options: { burst: number; perSecond: number; capacity?: number; now: () => number },
  ) {
    this.buckets = new BoundedMap(options.capacity ?? 10_000);
  }

  /** Takes one call from `key`'s bucket: null when allowed, else the seconds until one is free. */
  take(key: string): RetryAfter {
    const { burst, perSecond, now } = this.options;
    const at = now();
    const bucket = this.buckets.get(key) ?? { tokens: burst, at };
    const tokens = Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at });
      return Math.max(1, Math.ceil((1 - tokens) / perSecond));
    }
    this.buckets.set(key, { tokens: tokens - 1, at });
    return null;
  }
}
