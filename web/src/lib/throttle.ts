import { checkDelay } from './check-delay';
import type { Cancellable } from './debounce';

/**
 * Calls `fn` at most once per `delayMs`: the first call runs at once, and the last call made
 * during the wait runs when the wait ends, so the final state is never lost.
 * @throws RangeError when `delayMs` is not a finite number >= 0
 */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, delayMs: number): Cancellable<Args> {
  checkDelay('throttle', delayMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const endWait = (): void => {
    if (pending) {
      const args = pending;
      pending = undefined;
      fn(...args);
      timer = setTimeout(endWait, delayMs);
    } else {
      timer = undefined;
    }
  };
  const throttled = (...args: Args): void => {
    if (timer === undefined) {
      fn(...args);
      timer = setTimeout(endWait, delayMs);
    } else {
      pending = args;
    }
  };
  throttled.cancel = (): void => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
