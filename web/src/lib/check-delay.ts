/** Throws a clear error for a delay that is not a finite, non-negative number of milliseconds. */
export function checkDelay(name: string, delayMs: number): void {
  if (typeof delayMs !== 'number' || !Number.isFinite(delayMs) || delayMs < 0) {
    throw new RangeError(`${name}: delay must be a finite number of milliseconds >= 0, got ${String(delayMs)}`);
  }
}
